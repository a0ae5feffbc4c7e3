import { Descriptions } from 'antd';
import type { CustomizeRecord } from '@shp/contracts';
import { formatNumber } from '../../lib/format';

export function NeedsSummary({ record }: { record: CustomizeRecord }) {
  return (
    <Descriptions size="small" column={{ xs: 1, sm: 2, md: 3 }} className="shp-panel" title={`${record.brandName} 的选址需求`}>
      <Descriptions.Item label="业态">{record.formatName}</Descriptions.Item>
      <Descriptions.Item label="面积">{record.areaMin}-{record.areaMax}㎡</Descriptions.Item>
      <Descriptions.Item label="月租预算">{formatNumber(record.budget)}元</Descriptions.Item>
      <Descriptions.Item label="城市">{record.cityNames.join('、')}</Descriptions.Item>
      <Descriptions.Item label="楼层">{record.floors.length ? record.floors.join('、') : '不限'}</Descriptions.Item>
      <Descriptions.Item label="开业时间">{record.openBy ?? '不限'}</Descriptions.Item>
    </Descriptions>
  );
}
