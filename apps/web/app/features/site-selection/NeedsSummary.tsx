import { Descriptions } from 'antd';
import type { CustomizeRecord } from '@shp/contracts';
import { formatNumber } from '../../lib/format';

/**
 * The needs behind a result. The panel wraps the Descriptions: on its root antd's own style
 * overrode the panel's padding, and the labels sat on the panel's edge.
 */
export function NeedsSummary({ record }: { record: CustomizeRecord }) {
  return (
    <section className="shp-panel" aria-label="选址需求">
      <Descriptions size="small" column={{ xs: 1, sm: 2, md: 3 }} title={`${record.brandName} 的选址需求`}>
        <Descriptions.Item label="业态">{record.formatName}</Descriptions.Item>
        <Descriptions.Item label="面积">
          {record.areaMin}-{record.areaMax}㎡
        </Descriptions.Item>
        <Descriptions.Item label="月租预算">{formatNumber(record.budget)}元</Descriptions.Item>
        <Descriptions.Item label="城市">{record.cityNames.join('、')}</Descriptions.Item>
        <Descriptions.Item label="区县">{record.districtNames.length ? record.districtNames.join('、') : '不限'}</Descriptions.Item>
        <Descriptions.Item label="楼层">{record.floors.length ? record.floors.join('、') : '不限'}</Descriptions.Item>
        <Descriptions.Item label="开业时间">{record.openBy ?? '不限'}</Descriptions.Item>
        <Descriptions.Item label="工程改造">{record.retrofit ? '接受改造' : '不改造'}</Descriptions.Item>
      </Descriptions>
    </section>
  );
}
