import { Result } from 'antd';
import { ErrorText } from '@shp/contracts';
import { PageHeading } from '../components/PageHeading';

/** SPEC §2: the maintenance page reads 'system upgrading'. */
export default function Maintenance() {
  return <Result status="warning" title={<PageHeading>{ErrorText.MAINTENANCE}</PageHeading>} subTitle="系统正在升级维护，请稍后再访问。" />;
}
