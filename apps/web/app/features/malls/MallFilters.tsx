import { Input, Select, Tag } from 'antd';
import { MALL_AREA_RANGES, MALL_OPEN_STATUS_LABELS, MALL_OPEN_STATUSES, MALL_SORT_LABELS, MALL_SORTS, type FormatNode, type MallFilter } from '@shp/contracts';

export type MallFilterChange = Partial<Record<'districtCode' | 'formatId' | 'openStatus' | 'area' | 'keyword' | 'sort', string | undefined>>;

function Row({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="shp-filter-row">
      <span className="shp-filter-label">{label}</span>
      <div className="shp-filter-options">{children}</div>
    </div>
  );
}

/** Mall filters: district, format, opening status, area; sort and keyword. */
export function MallFilters({ filter, districts, formats, onChange }: { filter: MallFilter; districts: { regionId: string; regionName: string }[]; formats: FormatNode[]; onChange: (c: MallFilterChange) => void }) {
  const areaKey = filter.area ? `${filter.area.min ?? ''}-${filter.area.max ?? ''}` : '';
  const chip = (key: keyof MallFilterChange, current: string | undefined, value: string | undefined, label: string) => (
    <Tag.CheckableTag key={value ?? 'all'} checked={current === value} onChange={() => onChange({ [key]: value })}>
      {label}
    </Tag.CheckableTag>
  );
  return (
    <section className="shp-filter" aria-label="筛选">
      <Row label="区域">
        {chip('districtCode', filter.districtCode, undefined, '不限')}
        {districts.map((d) => chip('districtCode', filter.districtCode, d.regionId, d.regionName))}
      </Row>
      <Row label="业态">
        <Select
          allowClear
          aria-label="业态"
          placeholder="不限业态"
          style={{ minWidth: 200 }}
          value={filter.formatId}
          onChange={(v?: number) => onChange({ formatId: v ? String(v) : undefined })}
          options={formats.map((p) => ({ label: p.name, options: [{ value: p.id, label: `全部${p.name}` }, ...p.children.map((c) => ({ value: c.id, label: c.name }))] }))}
        />
      </Row>
      <Row label="开业状态">
        {chip('openStatus', filter.openStatus, undefined, '不限')}
        {MALL_OPEN_STATUSES.map((s) => chip('openStatus', filter.openStatus, s, MALL_OPEN_STATUS_LABELS[s]))}
      </Row>
      <Row label="面积">
        {chip('area', areaKey || undefined, undefined, '不限')}
        {MALL_AREA_RANGES.map((r) => chip('area', areaKey, r.key, r.label))}
      </Row>
      <Row label="排序">
        <Select aria-label="排序" style={{ width: 140 }} value={filter.sort} onChange={(v: string) => onChange({ sort: v })} options={MALL_SORTS.map((s) => ({ value: s, label: MALL_SORT_LABELS[s] }))} />
        <Input.Search aria-label="商场名称" allowClear placeholder="商场名称、地址" defaultValue={filter.keyword} key={filter.keyword ?? ''} style={{ maxWidth: 260 }} enterButton="搜索" onSearch={(v) => onChange({ keyword: v.trim() || undefined })} />
      </Row>
    </section>
  );
}
