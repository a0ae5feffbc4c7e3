import { useState } from 'react';
import {
  OPENING_STATUS_FILTER_LABELS,
  OPENING_STATUS_FILTERS,
  SHOP_AREA_RANGES,
  SHOP_FACILITIES,
  SHOP_FACILITY_LABELS,
  SHOP_LOCATION_LABELS,
  SHOP_LOCATIONS,
  SHOP_POWER_OPTIONS,
  SHOP_RENT_RANGES,
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
  /** 'all' shows every unit, 已出租 included; absent is the default, 在租 (DEFAULT_OPENING_STATUS). */
  openingStatus?: string;
  location?: string;
  facilities?: string[];
  powerMin?: number;
  rentMin?: number;
  rentMax?: number;
  floorList?: string[];
  gradeList?: string[];
  keyword?: string;
  sort?: string;
  /** Set only by links (a mall's 查看在租铺位); shown and removable above the list. */
  mallId?: undefined;
}

/** What 找铺 shows when the URL names no opening status: units that can be rented (在租), 已出租 one click away. */
export const DEFAULT_OPENING_STATUS = 'onMarket';
/** The URL value of an opening-status choice: the default is left out, every unit is 'all'. */
const statusParam = (v: string | undefined) => (v === DEFAULT_OPENING_STATUS ? undefined : (v ?? 'all'));

const rentKey = (min?: number, max?: number) => (min === undefined && max === undefined ? '' : `${min ?? 0}-${max ?? ''}`);

/** How many choices narrow the list beyond its defaults: the count on the phone's 筛选 (N) button. */
export function activeFilterCount(f: ShopFilter): number {
  return (
    (f.region ? 1 : 0) +
    (f.addressList?.length ?? 0) +
    (f.formatTypes?.length ?? 0) +
    (f.area ? 1 : 0) +
    (f.openingStatus !== DEFAULT_OPENING_STATUS ? 1 : 0) +
    (f.location ? 1 : 0) +
    (f.facilities?.length ?? 0) +
    (f.powerMin !== undefined ? 1 : 0) +
    (f.rentMin !== undefined || f.rentMax !== undefined ? 1 : 0) +
    (f.floorList?.length ?? 0) +
    (f.gradeList?.length ?? 0) +
    (f.mallId !== undefined ? 1 : 0) +
    (f.keyword ? 1 : 0)
  );
}

const areaKey = (a: ShopFilter['area']) => (a ? `${a.min ?? ''}-${a.max ?? ''}` : '');

function Chips<T extends string | number>({
  options,
  selected,
  onToggle,
  all = '不限',
  onAll,
}: {
  options: { value: T; label: string; title?: string }[];
  selected: T[];
  onToggle: (v: T) => void;
  all?: string;
  onAll: () => void;
}) {
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
        <button
          key={id}
          type="button"
          className="shp-chip is-checked shp-find-picked"
          aria-label={`移除业态 ${names.get(id) ?? id}`}
          onClick={() => onChange(selected.filter((x) => x !== id))}
        >
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
  // On a phone the rows fold behind one 筛选 (N) line, so the first result is on the first screen.
  const [open, setOpen] = useState(false);
  const active = activeFilterCount(filter);
  const chosenRent = rentKey(filter.rentMin, filter.rentMax);
  const rentIsChip = SHOP_RENT_RANGES.some((r) => r.key === chosenRent);
  return (
    <section className="shp-filter" aria-label="筛选" data-open={open ? '1' : '0'}>
      <div className="shp-filter-bar">
        <button type="button" className="shp-btn shp-filter-toggle" aria-expanded={open} aria-controls="shp-filter-rows" onClick={() => setOpen((o) => !o)}>
          筛选{active ? ` (${active})` : ''}
        </button>
        <select className="shp-select" aria-label="排序（手机）" value={filter.sort} onChange={(e) => onChange({ sort: e.target.value })}>
          {SHOP_SORTS.map((s) => (
            <option key={s} value={s}>
              {SHOP_SORT_LABELS[s]}
            </option>
          ))}
        </select>
      </div>
      <div id="shp-filter-rows" className="shp-filter-rows">
        {filter.mallId !== undefined && (
          // Conditions only a link sets (a mall's 查看在租铺位, a rent ceiling): shown, so the total is never a puzzle, and removable.
          <div className="shp-filter-row">
            <span className="shp-filter-label">其他条件</span>
            <div className="shp-filter-options">
              {filter.mallId !== undefined && (
                <button type="button" className="shp-chip is-checked shp-find-picked" aria-label="移除商场条件" onClick={() => onChange({ mallId: undefined })}>
                  商场：{mallName || '所选商场'} ×
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
          <span className="shp-filter-label">位置</span>
          <Chips
            options={SHOP_LOCATIONS.map((l) => ({ value: l, label: SHOP_LOCATION_LABELS[l] }))}
            selected={filter.location ? [filter.location] : []}
            onAll={() => onChange({ location: undefined })}
            onToggle={(v) => onChange({ location: filter.location === v ? undefined : v })}
          />
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
          <span className="shp-filter-label">月租金</span>
          <div className="shp-filter-options">
            <Chip checked={!chosenRent} onChange={() => onChange({ rentMin: undefined, rentMax: undefined })}>
              不限
            </Chip>
            {SHOP_RENT_RANGES.map((r) => (
              <Chip
                key={r.key}
                checked={chosenRent === r.key}
                title="按月租金比较：元/㎡/天的铺位折算为整月租金"
                onChange={() =>
                  chosenRent === r.key ? onChange({ rentMin: undefined, rentMax: undefined }) : onChange({ rentMin: r.min || undefined, rentMax: r.max })
                }
              >
                {r.label}
              </Chip>
            ))}
            {chosenRent && !rentIsChip && (
              // A range a link set (a budget): shown, so the total is never a puzzle, and removable.
              <button
                type="button"
                className="shp-chip is-checked shp-find-picked"
                aria-label="移除租金条件"
                onClick={() => onChange({ rentMin: undefined, rentMax: undefined })}
              >
                {filter.rentMin !== undefined && filter.rentMax !== undefined
                  ? `月租金${formatNumber(filter.rentMin)}-${formatNumber(filter.rentMax)}元`
                  : filter.rentMax !== undefined
                    ? `月租金不超过${formatNumber(filter.rentMax)}元`
                    : `月租金${formatNumber(filter.rentMin ?? 0)}元以上`}{' '}
                ×
              </button>
            )}
          </div>
        </div>
        <div className="shp-filter-row">
          <span className="shp-filter-label">工程条件</span>
          <div className="shp-filter-options">
            <Chip checked={!filter.facilities?.length && filter.powerMin === undefined} onChange={() => onChange({ facilities: [], powerMin: undefined })}>
              不限
            </Chip>
            {SHOP_FACILITIES.map((c) => (
              <Chip key={c} checked={(filter.facilities ?? []).includes(c)} onChange={() => onChange({ facilities: toggle(filter.facilities ?? [], c) })}>
                {SHOP_FACILITY_LABELS[c]}
              </Chip>
            ))}
            {SHOP_POWER_OPTIONS.map((kw) => (
              <Chip key={kw} checked={filter.powerMin === kw} onChange={() => onChange({ powerMin: filter.powerMin === kw ? undefined : kw })}>
                {`电量≥${kw}kW`}
              </Chip>
            ))}
          </div>
        </div>
        <div className="shp-filter-row">
          <span className="shp-filter-label">开业状态</span>
          <Chips
            // 在租 (decision 017) is what every 在租铺位 count counts: 空置可租 and 即将空出 together. It is the default.
            options={OPENING_STATUS_FILTERS.map((s) => ({
              value: s,
              label: OPENING_STATUS_FILTER_LABELS[s],
              title: s === 'onMarket' ? '空置可租与即将空出，不含已出租' : undefined,
            }))}
            selected={filter.openingStatus ? [filter.openingStatus] : []}
            all="全部（含已出租）"
            onAll={() => onChange({ openingStatus: statusParam(undefined) })}
            onToggle={(v) => onChange({ openingStatus: statusParam(filter.openingStatus === v ? undefined : v) })}
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
            <KeywordSearch
              label="关键词"
              placeholder="商场名、街道、业态"
              defaultValue={filter.keyword}
              key={filter.keyword ?? ''}
              onSearch={(v) => onChange({ keyword: v || undefined })}
            />
          </div>
        </div>
      </div>
    </section>
  );
}
