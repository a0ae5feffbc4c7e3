import { Link } from 'react-router';
import { Button, Result } from 'antd';

/** A detail page opened without a usable id. */
export function MissingId({ back, label }: { back: string; label: string }) {
  return <div className="sc-card"><Result status="404" title="页面参数有误" subTitle="链接不完整或已失效" extra={<Link to={back}><Button>{label}</Button></Link>} /></div>;
}
