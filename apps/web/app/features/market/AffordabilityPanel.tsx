import { useId, useState } from 'react';
import { formatNumber } from '../../lib/format';
import { affordability, FORMAT_PRESETS, presetDailyRevenue, RENT_RATIO_LIMIT, type UnitCosts } from './affordability';
import './market.css';

const money = (n: number) => `${formatNumber(Math.round(n))}元`;
const pct = (r: number) => `${(r * 100).toFixed(1)}%`;

/**
 * 租金测算: what the listing's rent means for a shop's takings. Everything is computed here in the
 * browser from the listing's figures and what the member types; nothing is sent or stored.
 */
export function AffordabilityPanel({ unit }: { unit: UnitCosts }) {
  const id = useId();
  const first = FORMAT_PRESETS[0];
  const [preset, setPreset] = useState(first.key);
  const [revenue, setRevenue] = useState(String(presetDailyRevenue(first, unit.area)));
  const [margin, setMargin] = useState(String(Math.round(first.grossMargin * 100)));

  const pick = (key: string) => {
    setPreset(key);
    const p = FORMAT_PRESETS.find((x) => x.key === key);
    if (!p) return;
    setRevenue(String(presetDailyRevenue(p, unit.area)));
    setMargin(String(Math.round(p.grossMargin * 100)));
  };
  const dailyRevenue = Number(revenue);
  const marginPct = Number(margin);
  const valid = Number.isFinite(dailyRevenue) && dailyRevenue > 0 && Number.isFinite(marginPct) && marginPct > 0 && marginPct <= 100;
  const a = valid ? affordability(unit, dailyRevenue, marginPct / 100) : null;

  return (
    <section className="shp-panel" aria-labelledby={`${id}-h`} data-testid="affordability">
      <h2 id={`${id}-h`}>租金测算</h2>
      <p className="shp-find-muted">填入预计日营业额和毛利率，或选一个业态参考值，看看这个铺位的租金是否划算。只在您的浏览器里计算，不会保存或上传。</p>
      <div className="shp-afford-form">
        <label>
          业态参考
          <select value={preset} onChange={(e) => pick(e.target.value)}>
            {FORMAT_PRESETS.map((p) => (
              <option key={p.key} value={p.key}>
                {p.label}
              </option>
            ))}
            <option value="custom">自定义</option>
          </select>
        </label>
        <label>
          预计日营业额（元）
          <input
            inputMode="decimal"
            value={revenue}
            onChange={(e) => {
              setPreset('custom');
              setRevenue(e.target.value.replace(/[^\d.]/g, ''));
            }}
          />
        </label>
        <label>
          毛利率（%）
          <input
            inputMode="decimal"
            value={margin}
            onChange={(e) => {
              setPreset('custom');
              setMargin(e.target.value.replace(/[^\d.]/g, ''));
            }}
          />
        </label>
      </div>
      {!a ? (
        <p role="alert" className="shp-find-muted">
          请填写大于0的日营业额，以及1到100之间的毛利率。
        </p>
      ) : (
        <>
          <dl className="shp-afford-results" aria-live="polite">
            <div className={a.rentRatioTooHigh ? 'is-warning' : undefined} data-testid="rent-ratio">
              <dt>租售比（租金÷营业额）</dt>
              <dd>
                {a.rentRatio === null ? '—' : pct(a.rentRatio)}
                {a.rentRatioTooHigh && ' 偏高'}
              </dd>
            </div>
            <div>
              <dt>每月占用成本（租金+物业费）</dt>
              <dd>{money(a.occupancyCost)}</dd>
            </div>
            <div>
              <dt>保本日营业额</dt>
              <dd>{a.breakEvenDailyRevenue === null ? '—' : money(a.breakEvenDailyRevenue)}</dd>
            </div>
            <div>
              <dt>转让费回本</dt>
              <dd>{a.paybackMonths === 0 ? '无转让费' : a.paybackMonths === null ? '难以回本' : `约${Math.ceil(a.paybackMonths)}个月`}</dd>
            </div>
          </dl>
          <ul className="shp-afford-explain">
            <li>
              租售比：月租金{money(unit.monthlyRent)}占月营业额{money(a.monthlyRevenue)}（日营业额×30天）的比例。零售行业常以
              {pct(RENT_RATIO_LIMIT)}为上限，{a.rentRatioTooHigh ? '这里超过了，租金压力较大，建议谈价或选更小的面积。' : '这里在上限以内。'}
            </li>
            <li>
              每月占用成本：月租金加物业费（{formatNumber(unit.propertyFee)}元/㎡/月×{formatNumber(unit.area)}㎡），不含水电、人工和装修。
            </li>
            <li>保本日营业额：每天至少卖这么多，毛利才够付租金和物业费。</li>
            <li>
              转让费回本：
              {unit.transferFee > 0
                ? `转让费${money(unit.transferFee)}除以每月毛利减去占用成本后的结余（${money(a.monthlySurplus)}）。`
                : '这个铺位没有转让费。'}
            </li>
          </ul>
        </>
      )}
    </section>
  );
}
