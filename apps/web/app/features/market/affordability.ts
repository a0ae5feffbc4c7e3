/** The share of revenue above which rent is flagged: a common rule of Chinese retail site selection. */
export const RENT_RATIO_LIMIT = 0.15;
/** Days in a month in every figure here, as rents per ㎡ per day are turned into months (×30). */
export const DAYS_PER_MONTH = 30;

export interface FormatPreset {
  key: string;
  label: string;
  /** Typical daily revenue per ㎡ of shop, 元 (坪效 per day). */
  revenuePerSqmDay: number;
  /** Typical gross margin, 0–1. */
  grossMargin: number;
}

/** Rough, public rules of thumb for a first look; the member can overwrite both figures. */
export const FORMAT_PRESETS: FormatPreset[] = [
  { key: 'catering', label: '正餐餐饮', revenuePerSqmDay: 60, grossMargin: 0.6 },
  { key: 'tea', label: '茶饮咖啡', revenuePerSqmDay: 150, grossMargin: 0.65 },
  { key: 'fastfood', label: '快餐小吃', revenuePerSqmDay: 90, grossMargin: 0.55 },
  { key: 'fashion', label: '服饰零售', revenuePerSqmDay: 35, grossMargin: 0.5 },
  { key: 'convenience', label: '便利店', revenuePerSqmDay: 45, grossMargin: 0.25 },
  { key: 'service', label: '生活服务', revenuePerSqmDay: 25, grossMargin: 0.7 },
];

export interface UnitCosts {
  /** 元/月 */
  monthlyRent: number;
  /** ㎡ */
  area: number;
  /** 元/㎡/月 */
  propertyFee: number;
  /** 元, 0 when none */
  transferFee: number;
}

export interface Affordability {
  monthlyRevenue: number;
  /** rent ÷ revenue, 0–∞; null without revenue. */
  rentRatio: number | null;
  rentRatioTooHigh: boolean;
  /** rent + property fee, 元/月 */
  occupancyCost: number;
  /** Daily revenue whose gross profit just pays the occupancy cost; null without a margin. */
  breakEvenDailyRevenue: number | null;
  /** Gross profit left after the occupancy cost, 元/月. */
  monthlySurplus: number;
  /** Months the surplus takes to repay the transfer fee: 0 without a fee, null when there is no surplus. */
  paybackMonths: number | null;
}

/** The 租金测算 figures. Pure arithmetic on the listing's figures and the member's two entries. */
export function affordability(unit: UnitCosts, dailyRevenue: number, grossMargin: number): Affordability {
  const monthlyRevenue = Math.max(0, dailyRevenue) * DAYS_PER_MONTH;
  const occupancyCost = unit.monthlyRent + unit.propertyFee * unit.area;
  const rentRatio = monthlyRevenue > 0 ? unit.monthlyRent / monthlyRevenue : null;
  const margin = Math.min(Math.max(grossMargin, 0), 1);
  const breakEvenDailyRevenue = margin > 0 ? occupancyCost / margin / DAYS_PER_MONTH : null;
  const monthlySurplus = monthlyRevenue * margin - occupancyCost;
  const paybackMonths = unit.transferFee <= 0 ? 0 : monthlySurplus > 0 ? unit.transferFee / monthlySurplus : null;
  return {
    monthlyRevenue,
    rentRatio,
    rentRatioTooHigh: rentRatio !== null && rentRatio > RENT_RATIO_LIMIT,
    occupancyCost,
    breakEvenDailyRevenue,
    monthlySurplus,
    paybackMonths,
  };
}

/** A preset's daily revenue for a unit of this area, rounded to 10 元. */
export function presetDailyRevenue(p: FormatPreset, area: number): number {
  return Math.round((p.revenuePerSqmDay * area) / 10) * 10;
}
