import { Result } from 'antd';
import { ErrorText } from '@shp/contracts';

/** SPEC §2: the maintenance page reads 'system upgrading'. */
export default function Maintenance() {
  return <Result status="warning" title={ErrorText.MAINTENANCE} subTitle="系统正在升级维护，请稍后再访问。" />;
}
