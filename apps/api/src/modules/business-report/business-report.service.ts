import { and, count, eq, gte, inArray, isNull, ne, or, sql } from 'drizzle-orm';
import type { BusinessReport } from '@shp/contracts';
import { LEAD_STATUS_NAMES } from '@shp/contracts';
import { queryRows, type Db } from '../../db/client.js';
import { analyticsEvents, appointments, brandProfiles, leads, malls, regions, shops } from '../../db/schema/index.js';
import { chinaClock, chinaMonth } from '../../lib/dates.js';

/** The current month as YYYY-MM and today's day of it (China time). */
function currentMonth(now = new Date()) {
  return { label: chinaMonth(now), throughDay: chinaClock(now).getUTCDate() };
}

/** The last n calendar months as YYYY-MM, oldest first (China time). */
function lastMonths(n: number, now = new Date()) {
  const china = chinaClock(now);
  const out: string[] = [];
  for (let i = n - 1; i >= 0; i--) {
    const d = new Date(Date.UTC(china.getUTCFullYear(), china.getUTCMonth() - i, 1));
    out.push(d.toISOString().slice(0, 7));
  }
  return out;
}

const monthOf = (col: unknown) => sql<string>`to_char(${col} at time zone 'Asia/Shanghai', 'YYYY-MM')`;

export function createBusinessReportService(db: Db) {
  return {
    async overview(memberId: number): Promise<BusinessReport> {
      const now = new Date();
      const months = lastMonths(6, now);
      const since = new Date(`${months[0]}-01T00:00:00+08:00`);
      const [profile] = await db.select().from(brandProfiles).where(eq(brandProfiles.memberId, memberId));

      // 我的留资 here are the ones 我的品牌 lists under the same name (consult leads): cooperation,
      // merchant-service and franchise applications are counted under 我的合作, not twice over.
      const mine = and(eq(leads.memberId, memberId), eq(leads.kind, 'consult'));
      const leadMonths = await db
        .select({ m: monthOf(leads.createdAt), n: count() })
        .from(leads)
        .where(and(mine, gte(leads.createdAt, since)))
        .groupBy(monthOf(leads.createdAt));
      const leadStatus = await db.select({ s: leads.status, n: count() }).from(leads).where(mine).groupBy(leads.status);
      const [{ n: apptCount }] = await db.select({ n: count() }).from(appointments).where(eq(appointments.memberId, memberId));

      // Interest in the brand on the platform: leads other people left naming it, per month. The
      // member's own leads name their brand too; they are 我的留资, not interest from others.
      let brandViews = months.map((m) => ({ label: m, value: 0 }));
      if (profile) {
        const named = await db
          .select({ m: monthOf(leads.createdAt), n: count() })
          .from(leads)
          .where(
            and(
              gte(leads.createdAt, since),
              or(isNull(leads.memberId), ne(leads.memberId, memberId)),
              profile.brandId ? or(eq(leads.brandId, profile.brandId), eq(leads.brandName, profile.brandName)) : eq(leads.brandName, profile.brandName),
            ),
          )
          .groupBy(monthOf(leads.createdAt));
        brandViews = months.map((m) => ({ label: m, value: Number(named.find((r) => r.m === m)?.n ?? 0) }));
      }

      // Page views of the linked catalogue brand, from the analytics events of the site.
      let brandPageViews = months.map((m) => ({ label: m, value: 0 }));
      if (profile?.brandId) {
        const pattern = `^/BrandDetail\\?(.*&)?id=${Number(profile.brandId)}(&|$)`;
        const views = await db
          .select({ m: monthOf(analyticsEvents.createdAt), n: count() })
          .from(analyticsEvents)
          .where(and(eq(analyticsEvents.type, 'page'), gte(analyticsEvents.createdAt, since), sql`${analyticsEvents.path} ~ ${pattern}`))
          .groupBy(monthOf(analyticsEvents.createdAt));
        brandPageViews = months.map((m) => ({ label: m, value: Number(views.find((r) => r.m === m)?.n ?? 0) }));
      }

      const cities = profile?.cityCodes ?? [];
      const fmts = profile?.formatIds ?? [];
      let matchingMallsByCity: { label: string; value: number }[] = [];
      let matchingShops = 0;
      let shopTrend = months.map((m) => ({ label: m, value: 0 }));
      if (cities.length > 0) {
        const fmtMatch = fmts.length > 0 ? sql`${malls.formatIds} && ${sql.raw(`ARRAY[${fmts.map(Number).join(',')}]::int[]`)}` : undefined;
        const byCity = await db
          .select({ city: regions.shortName, n: count() })
          .from(malls)
          .innerJoin(regions, eq(regions.code, malls.cityCode))
          .where(and(inArray(malls.cityCode, cities), eq(malls.status, 'published'), fmtMatch))
          .groupBy(regions.shortName)
          .orderBy(sql`count(*) desc`);
        matchingMallsByCity = byCity.map((r) => ({ label: r.city, value: Number(r.n) }));
        const areaMin = profile?.areaMin ?? 0;
        const areaMax = profile?.areaMax ?? 1_000_000;
        const shopWhere = and(
          inArray(shops.cityCode, cities),
          eq(shops.status, 'published'),
          eq(shops.openingStatus, 'vacant'),
          sql`${shops.area} between ${areaMin} and ${areaMax}`,
        );
        const [{ n }] = await db.select({ n: count() }).from(shops).where(shopWhere);
        matchingShops = Number(n);
        const trend = await queryRows<{ m: string; n: string | number }>(
          db,
          sql`select ${monthOf(shops.createdAt)} as m, count(*) as n from ${shops}
              where ${inArray(shops.cityCode, cities)} and ${shops.createdAt} >= ${since}
              group by 1`,
        );
        shopTrend = months.map((m) => ({ label: m, value: Number(trend.find((r) => r.m === m)?.n ?? 0) }));
      }

      return {
        brandName: profile?.brandName ?? null,
        brandLinked: profile?.brandId != null,
        generatedAt: now.toISOString(),
        currentMonth: currentMonth(now),
        totals: {
          leads: leadStatus.reduce((s, r) => s + Number(r.n), 0),
          appointments: Number(apptCount),
          matchingMalls: matchingMallsByCity.reduce((s, r) => s + r.value, 0),
          matchingShops,
        },
        leadsByMonth: months.map((m) => ({ label: m, value: Number(leadMonths.find((r) => r.m === m)?.n ?? 0) })),
        leadsByStatus: leadStatus.map((r) => ({ label: LEAD_STATUS_NAMES[r.s] ?? r.s, value: Number(r.n) })),
        brandViews,
        brandPageViews,
        matchingMallsByCity,
        shopTrend,
      };
    },
  };
}
