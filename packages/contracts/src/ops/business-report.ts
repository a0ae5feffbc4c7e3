import { z } from 'zod';
import { defineOp } from '../op.js';
import { noInput } from '../envelope.js';

const series = z.array(z.object({ label: z.string(), value: z.number() }));

export const businessReportSchema = z.object({
  brandName: z.string().nullable(),
  /** The profile names a catalogue brand (picked from the list in 完善品牌信息): its page views can be counted. */
  brandLinked: z.boolean(),
  generatedAt: z.string(),
  /** The last month of every monthly series is this one, still running: counted up to `throughDay` (China time). */
  currentMonth: z.object({ label: z.string(), throughDay: z.number().int() }),
  totals: z.object({ leads: z.number().int(), appointments: z.number().int(), matchingMalls: z.number().int(), matchingShops: z.number().int() }),
  /** The member's leads per month, last 6 months. */
  leadsByMonth: series,
  /** The member's leads by status. */
  leadsByStatus: series,
  /** Leads other people left naming the brand, per month (platform interest; the member's own leads are not counted). */
  brandViews: series,
  /** Views of the brand's page (/BrandDetail?id=…) per month; empty until a catalogue brand is linked. */
  brandPageViews: series,
  /** Malls matching the brand's formats in its target cities, per city. */
  matchingMallsByCity: series,
  /** New vacant shops per month in the target cities (the market trend), last 6 months. */
  shopTrend: series,
});
export type BusinessReport = z.infer<typeof businessReportSchema>;

export const businessReportOp = defineOp({
  method: 'POST',
  path: '/api/foreground/businessReport/overview',
  access: 'report',
  summary: '经营报告（仅 L3、L4）',
  input: noInput,
  output: businessReportSchema,
});
