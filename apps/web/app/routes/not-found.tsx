import { data } from 'react-router';
import { Button, Result } from 'antd';

export function loader() {
  throw data({ message: '页面不存在' }, { status: 404 });
}

export default function NotFound() {
  return <Result status="404" title="页面不存在" extra={<Button href="/">返回首页</Button>} />;
}
