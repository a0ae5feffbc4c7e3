import { Input, Select, Tag } from 'antd';
import {
  OPENING_STATUS_LABELS,
  OPENING_STATUSES,
  SHOP_AREA_RANGES,
  SHOP_FLOORS,
  SHOP_GRADES,
  SHOP_SORT_LABELS,
  SHOP_SORTS,
  type FormatNode,
  type ShopFilter,
} from '@shp/contracts';

export interface ShopFilterChange {
  region?: string;
  addressList?: string[];
  formatTypes?: number[];
  area?: string;
  openingStatus?: string;
  floorList?: string[];
  gradeList?: string[];
  keyword?: string;
  sort?: string;
}

const areaKey = (a: ShopFilter['area']) => (a ? `${a.min ?? ''}-${a.max ?? ''}` : '');

function Chips<T extends string | number>({ options, selected, onToggle, all = '不限', onAll }: { options: { value: T; label: string }[]; selected: T[]; onToggle: (v: T) => void; all?: string; onAll: () => void }) {
  return (
    <div className="shp-filter-options">
      <Tag.CheckableTag checked={selected.length === 0} onChange={onAll}>
        {all}
      </Tag.CheckableTag>
      {options.map((o) => (
        <Tag.CheckableTag key={String(o.value)} checked={selected.includes(o.value)} onChange={() => onToggle(o.value)}>
          {o.label}
        </Tag.CheckableTag>
      ))}
    </div>
  );
}

const toggle = <T,>(list: T[], v: T) => (list.includes(v) ? list.filter((x) => x !== v) : [...list, v]);

/**
 * The SPEC §3 filters: region, address list (several districts), format types, area, opening
 * status, floor list and grade list. Every change is written to the URL by the page.
 */
export function ShopFilters({ filter, districts, formats, onChange }: { filter: ShopFilter; districts: { regionId: string; regionName: string }[]; formats: FormatNode[]; onChange: (c: ShopFilterChange) => void }) {
  const addressList = [...(filter.region ? [filter.region] : []), ...(filter.addressList ?? [])];
  const formatTypes = filter.formatTypes ?? [];
  return (
    <section className="shp-filter" aria-label="筛选">
      <div className="shp-filter-row">
        <span className="shp-filter-label">区域</span>
        <Chips
          options={districts.map((d) => ({ value: d.regionId, label: d.regionName }))}
          selected={addressList}
          onAll={() => onChange({ region: undefined, addressList: [] })}
          onToggle={(v) => onChange({ region: undefined, addressList: toggle(addressList, v) })}
        />
      </div>
      <div className="shp-filter-row">
        <span className="shp-filter-label">业态</span>
        <div className="shp-filter-options">
          <Select
            mode="multiple"
            allowClear
            aria-label="业态"
            placeholder="不限业态"
            style={{ minWidth: 240, maxWidth: '100%' }}
            value={formatTypes}
            onChange={(v: number[]) => onChange({ formatTypes: v })}
            options={formats.map((p) => ({ label: p.name, options: [{ value: p.id, label: `全部${p.name}` }, ...p.children.map((c) => ({ value: c.id, label: c.name }))] }))}
          />
        </div>
      </div>
      <div className="shp-filter-row">
        <span className="shp-filter-label">面积</span>
        <Chips
          options={SHOP_AREA_RANGES.map((r) => ({ value: r.key, label: r.label }))}
          selected={filter.area ? [areaKey(filter.area)] : []}
          onAll={() => onChange({ area: undefined })}
          onToggle={(v) => onChange({ area: areaKey(filter.area) === v ? undefined : v })}
        />
      </div>
      <div className="shp-filter-row">
        <span className="shp-filter-label">开业状态</span>
        <Chips
          options={OPENING_STATUSES.map((s) => ({ value: s, label: OPENING_STATUS_LABELS[s] }))}
          selected={filter.openingStatus ? [filter.openingStatus] : []}
          onAll={() => onChange({ openingStatus: undefined })}
          onToggle={(v) => onChange({ openingStatus: filter.openingStatus === v ? undefined : v })}
        />
      </div>
      <div className="shp-filter-row">
        <span className="shp-filter-label">楼层</span>
        <Chips
          options={SHOP_FLOORS.map((f) => ({ value: f, label: f }))}
          selected={filter.floorList ?? []}
          onAll={() => onChange({ floorList: [] })}
          onToggle={(v) => onChange({ floorList: toggle(filter.floorList ?? [], v) })}
        />
      </div>
      <div className="shp-filter-row">
        <span className="shp-filter-label">等级</span>
        <Chips
          options={SHOP_GRADES.map((g) => ({ value: g, label: `${g}级` }))}
          selected={filter.gradeList ?? []}
          onAll={() => onChange({ gradeList: [] })}
          onToggle={(v) => onChange({ gradeList: toggle(filter.gradeList ?? [], v) })}
        />
      </div>
      <div className="shp-filter-row">
        <span className="shp-filter-label">排序</span>
        <div className="shp-filter-options" style={{ gap: 12 }}>
          <Select
            aria-label="排序"
            value={filter.sort}
            style={{ width: 160 }}
            onChange={(v: string) => onChange({ sort: v })}
            options={SHOP_SORTS.map((s) => ({ value: s, label: SHOP_SORT_LABELS[s] }))}
          />
          <Input.Search
            aria-label="关键词"
            allowClear
            placeholder="商场名、街道、业态"
            defaultValue={filter.keyword}
            key={filter.keyword ?? ''}
            style={{ maxWidth: 280 }}
            enterButton="搜索"
            onSearch={(v) => onChange({ keyword: v.trim() || undefined })}
          />
        </div>
      </div>
    </section>
  );
}
