import { MALL_AREA_RANGES, MALL_OPEN_STATUS_LABELS, MALL_OPEN_STATUSES, MALL_SORT_LABELS, MALL_SORTS, type FormatNode, type MallFilter } from '@shp/contracts';
import { Chip } from '../../components/Chip';
import { KeywordSearch } from '../../components/KeywordSearch';
import '../../styles/find.css';

export type MallFilterChange = Partial<Record<'districtCode' | 'formatId' | 'openStatus' | 'area' | 'keyword' | 'sort', string | undefined>>;

function Row({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="shp-filter-row">
      <span className="shp-filter-label">{label}</span>
      <div className="shp-filter-options">{children}</div>
    </div>
  );
}

/** Mall filters: district, format, opening status, area; sort and keyword. Plain markup (decision 009). */
export function MallFilters({
  filter,
  districts,
  formats,
  onChange,
}: {
  filter: MallFilter;
  districts: { regionId: string; regionName: string }[];
  formats: FormatNode[];
  onChange: (c: MallFilterChange) => void;
}) {
  const areaKey = filter.area ? `${filter.area.min ?? ''}-${filter.area.max ?? ''}` : '';
  const chip = (key: keyof MallFilterChange, current: string | undefined, value: string | undefined, label: string) => (
    <Chip key={value ?? 'all'} checked={current === value} onChange={() => onChange({ [key]: value })}>
      {label}
    </Chip>
  );
  return (
    <section className="shp-filter" aria-label="筛选">
      <Row label="区域">
        {chip('districtCode', filter.districtCode, undefined, '不限')}
        {districts.map((d) => chip('districtCode', filter.districtCode, d.regionId, d.regionName))}
      </Row>
      <Row label="业态">
        <select
          className="shp-select shp-find-format"
          aria-label="业态"
          value={filter.formatId ?? ''}
          onChange={(e) => onChange({ formatId: e.target.value || undefined })}
        >
          <option value="">不限业态</option>
          {formats.map((p) => (
            <optgroup key={p.id} label={p.name}>
              <option value={p.id}>全部{p.name}</option>
              {p.children.map((c) => (
                <option key={c.id} value={c.id}>
                  {c.name}
                </option>
              ))}
            </optgroup>
          ))}
        </select>
      </Row>
      <Row label="开业状态">
        {chip('openStatus', filter.openStatus, undefined, '不限')}
        {MALL_OPEN_STATUSES.map((s) => chip('openStatus', filter.openStatus, s, MALL_OPEN_STATUS_LABELS[s]))}
      </Row>
      <Row label="面积">
        {chip('area', areaKey || undefined, undefined, '不限')}
        {MALL_AREA_RANGES.map((r) => chip('area', areaKey, r.key, r.label))}
      </Row>
      <div className="shp-filter-row">
        <span className="shp-filter-label">排序</span>
        <div className="shp-filter-options shp-find-tools">
          <select className="shp-select" aria-label="排序" value={filter.sort} onChange={(e) => onChange({ sort: e.target.value })}>
            {MALL_SORTS.map((s) => (
              <option key={s} value={s}>
                {MALL_SORT_LABELS[s]}
              </option>
            ))}
          </select>
          <KeywordSearch
            label="商场名称"
            placeholder="商场名称、地址"
            defaultValue={filter.keyword}
            key={filter.keyword ?? ''}
            onSearch={(v) => onChange({ keyword: v || undefined })}
          />
        </div>
      </div>
    </section>
  );
}
