import {
  OPENING_STATUS_FILTER_LABELS,
  OPENING_STATUS_FILTERS,
  SHOP_AREA_RANGES,
  SHOP_FLOORS,
  SHOP_GRADES,
  SHOP_SORT_LABELS,
  SHOP_SORTS,
  type FormatNode,
  type ShopFilter,
} from '@shp/contracts';
import { Chip } from '../../components/Chip';
import { formatNumber } from '../../lib/format';
import { KeywordSearch } from '../../components/KeywordSearch';
import '../../styles/find.css';

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
  /** Set only by links (a mall's 查看在租铺位, a recommendation's rent ceiling); shown and removable above the list. */
  mallId?: undefined;
  rentMax?: undefined;
}

const areaKey = (a: ShopFilter['area']) => (a ? `${a.min ?? ''}-${a.max ?? ''}` : '');

function Chips<T extends string | number>({ options, selected, onToggle, all = '不限', onAll }: { options: { value: T; label: string; title?: string }[]; selected: T[]; onToggle: (v: T) => void; all?: string; onAll: () => void }) {
  return (
    <div className="shp-filter-options">
      <Chip checked={selected.length === 0} onChange={onAll}>
        {all}
      </Chip>
      {options.map((o) => (
        <Chip key={String(o.value)} checked={selected.includes(o.value)} onChange={() => onToggle(o.value)} title={o.title}>
          {o.label}
        </Chip>
      ))}
    </div>
  );
}

/**
 * Several formats from the two-level tree: the chosen ones as removable chips, a native select
 * (one optgroup per top-level format) to add one more. Plain markup in place of antd's multiple
 * Select (decision 009).
 */
function FormatPicker({ formats, selected, onChange }: { formats: FormatNode[]; selected: number[]; onChange: (v: number[]) => void }) {
  const names = new Map<number, string>();
  for (const p of formats) {
    names.set(p.id, `全部${p.name}`);
    for (const c of p.children) names.set(c.id, c.name);
  }
  return (
    <>
      <Chip checked={selected.length === 0} onChange={() => onChange([])}>
        不限
      </Chip>
      {selected.map((id) => (
        <button key={id} type="button" className="shp-chip is-checked shp-find-picked" aria-label={`移除业态 ${names.get(id) ?? id}`} onClick={() => onChange(selected.filter((x) => x !== id))}>
          {names.get(id) ?? id}
          <span aria-hidden="true"> ×</span>
        </button>
      ))}
      <select
        className="shp-select shp-find-format"
        aria-label="业态"
        value=""
        onChange={(e) => {
          const id = Number(e.target.value);
          if (id && !selected.includes(id)) onChange([...selected, id]);
        }}
      >
        <option value="">{selected.length ? '再选一个业态' : '不限业态'}</option>
        {formats.map((p) => (
          <optgroup key={p.id} label={p.name}>
            {[{ id: p.id, name: `全部${p.name}` }, ...p.children].map((c) => (
              <option key={c.id} value={c.id} disabled={selected.includes(c.id)}>
                {c.name}
              </option>
            ))}
          </optgroup>
        ))}
      </select>
    </>
  );
}

const toggle = <T,>(list: T[], v: T) => (list.includes(v) ? list.filter((x) => x !== v) : [...list, v]);

/**
 * The SPEC §3 filters: region, address list (several districts), format types, area, opening
 * status, floor list and grade list. Every change is written to the URL by the page.
 */
export function ShopFilters({
  filter,
  districts,
  formats,
  mallName,
  onChange,
}: {
  filter: ShopFilter;
  districts: { regionId: string; regionName: string }[];
  formats: FormatNode[];
  /** The mall a mallId link narrows to, when known. */
  mallName?: string | null;
  onChange: (c: ShopFilterChange) => void;
}) {
  const addressList = [...(filter.region ? [filter.region] : []), ...(filter.addressList ?? [])];
  const formatTypes = filter.formatTypes ?? [];
  return (
    <section className="shp-filter" aria-label="筛选">
      {(filter.mallId !== undefined || filter.rentMax !== undefined) && (
        // Conditions only a link sets (a mall's 查看在租铺位, a rent ceiling): shown, so the total is never a puzzle, and removable.
        <div className="shp-filter-row">
          <span className="shp-filter-label">其他条件</span>
          <div className="shp-filter-options">
            {filter.mallId !== undefined && (
              <button type="button" className="shp-chip is-checked shp-find-picked" aria-label="移除商场条件" onClick={() => onChange({ mallId: undefined })}>
                商场：{mallName || '所选商场'} ×
              </button>
            )}
            {filter.rentMax !== undefined && (
              <button type="button" className="shp-chip is-checked shp-find-picked" aria-label="移除租金条件" onClick={() => onChange({ rentMax: undefined })}>
                月租金不超过{formatNumber(filter.rentMax)}元 ×
              </button>
            )}
          </div>
        </div>
      )}
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
          <FormatPicker formats={formats} selected={formatTypes} onChange={(v) => onChange({ formatTypes: v })} />
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
          // 在租 (decision 017) is what every 在租铺位 count counts: 空置可租 and 即将空出 together.
          options={OPENING_STATUS_FILTERS.map((s) => ({ value: s, label: OPENING_STATUS_FILTER_LABELS[s], title: s === 'onMarket' ? '空置可租与即将空出，不含已出租' : undefined }))}
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
        <div className="shp-filter-options shp-find-tools">
          <select className="shp-select" aria-label="排序" value={filter.sort} onChange={(e) => onChange({ sort: e.target.value })}>
            {SHOP_SORTS.map((s) => (
              <option key={s} value={s}>
                {SHOP_SORT_LABELS[s]}
              </option>
            ))}
          </select>
          <KeywordSearch label="关键词" placeholder="商场名、街道、业态" defaultValue={filter.keyword} key={filter.keyword ?? ''} onSearch={(v) => onChange({ keyword: v || undefined })} />
        </div>
      </div>
    </section>
  );
}
