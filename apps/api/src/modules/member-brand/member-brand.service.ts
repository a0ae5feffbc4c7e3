import type { BrandProfile, FillStep, MyLead } from '@shp/contracts';
import { LEAD_STATUS_NAMES } from '@shp/contracts';
import type { Db } from '../../db/client.js';
import type { StorageAdapter } from '../../lib/file-storage.js';
import { letGo, releaseFiles } from '../../lib/stored-files.js';
import type { leads } from '../../db/schema/index.js';
import { badRequest, notFound } from '../../lib/errors.js';
import * as repo from './member-brand.repository.js';
import { cityNames } from '../../lib/regions.js';

type ProfileFacts = Pick<
  repo.BrandProfileRow,
  'brandName' | 'formatIds' | 'storeCount' | 'areaMin' | 'areaMax' | 'cityCodes' | 'logoUrl' | 'contacts' | 'phone'
>;

/** queryFillInfoStep: three steps, each done when its fields are filled. */
export function fillStepOf(p: ProfileFacts | null): FillStep {
  const steps = [
    { key: 'basic', title: '品牌名称与业态', done: Boolean(p && p.brandName && p.formatIds.length > 0) },
    {
      key: 'expansion',
      title: '门店数、面积需求与拓展城市',
      done: Boolean(p && p.storeCount != null && p.areaMin != null && p.areaMax != null && p.cityCodes.length > 0),
    },
    { key: 'contact', title: '联系人与品牌Logo', done: Boolean(p && p.contacts && p.phone && p.logoUrl) },
  ];
  const step = steps.filter((s) => s.done).length;
  return { step, total: 3, percent: Math.round((step / 3) * 100), steps };
}

/** A lead stays editable until a consultant has closed it. */
const editable = (status: string) => status !== 'won' && status !== 'lost';

export const toMyLead = (r: typeof leads.$inferSelect): MyLead => ({
  id: r.id,
  brandName: r.brandName,
  brandId: r.brandId,
  liaison: r.liaison,
  phone: r.phone,
  isOpenShop: (r.isOpenShop as 'Y' | 'N' | null) ?? null,
  sourcePage: r.sourcePage,
  status: r.status,
  statusText: LEAD_STATUS_NAMES[r.status] ?? r.status,
  createTime: r.createdAt.toISOString(),
  editable: editable(r.status),
});

export interface SaveBrandInput {
  brandName: string;
  brandId?: number | null;
  formatIds: number[];
  storeCount?: number | null;
  areaMin?: number | null;
  areaMax?: number | null;
  cityCodes: string[];
  logoUrl?: string | null;
  contacts: string;
  phone: string;
  isOpenShop: 'Y' | 'N';
  intro: string;
}

export function createMemberBrandService(db: Db, hooks: { onProfileComplete?: (memberId: number) => Promise<unknown>; storage?: StorageAdapter } = {}) {
  async function toProfile(row: repo.BrandProfileRow): Promise<BrandProfile> {
    const [fmt, cities] = await Promise.all([repo.formatNames(db, row.formatIds), cityNames(db, row.cityCodes)]);
    return {
      brandName: row.brandName,
      brandId: row.brandId,
      formatIds: row.formatIds,
      formatNames: row.formatIds.map((id) => fmt.get(id)).filter((n): n is string => Boolean(n)),
      storeCount: row.storeCount,
      areaMin: row.areaMin,
      areaMax: row.areaMax,
      cityCodes: row.cityCodes,
      cityNames: row.cityCodes.map((c) => cities.get(c)).filter((n): n is string => Boolean(n)),
      logoUrl: row.logoUrl,
      contacts: row.contacts,
      phone: row.phone,
      isOpenShop: row.isOpenShop === 'N' ? 'N' : 'Y',
      intro: row.intro,
      updateTime: row.updatedAt.toISOString(),
    };
  }

  return {
    async fillStep(memberId: number) {
      return fillStepOf(await repo.findProfile(db, memberId));
    },

    async myBrand(memberId: number) {
      const [row, leadRows] = await Promise.all([repo.findProfile(db, memberId), repo.consultLeads(db, memberId)]);
      return { profile: row ? await toProfile(row) : null, fill: fillStepOf(row), leads: leadRows.map(toMyLead) };
    },

    async save(memberId: number, input: SaveBrandInput) {
      const formatIds = [...new Set(input.formatIds)];
      const known = await repo.existingFormatIds(db, formatIds);
      if (known.length !== formatIds.length) throw badRequest('所选业态不存在');
      const cityCodes = [...new Set(input.cityCodes)];
      const cities = await cityNames(db, cityCodes);
      if (cities.size !== cityCodes.length) throw badRequest('所选城市不存在');
      // brandId only counts when it names this very brand, as for a lead: the business report counts
      // that platform brand's leads and page views, which are no one else's to see.
      const linked = input.brandId ? await repo.brandName(db, input.brandId) : null;
      const brandId = linked !== null && linked.trim().toLowerCase() === input.brandName.trim().toLowerCase() ? input.brandId! : null; // linked implies brandId
      const before = hooks.storage ? await repo.findProfile(db, memberId) : null;
      const row = await repo.upsertProfile(db, memberId, {
        brandName: input.brandName,
        brandId,
        formatIds,
        storeCount: input.storeCount ?? null,
        areaMin: input.areaMin ?? null,
        areaMax: input.areaMax ?? null,
        cityCodes,
        logoUrl: input.logoUrl ?? null,
        contacts: input.contacts,
        phone: input.phone,
        isOpenShop: input.isOpenShop,
        intro: input.intro,
      });
      // A replaced logo's file goes (decision 048).
      if (hooks.storage) await releaseFiles(db, hooks.storage, letGo(before, row), { owner: memberId });
      const fill = fillStepOf(row);
      // Completing the profile is the 'brand info' points task; awarding is idempotent.
      if (fill.step === fill.total && hooks.onProfileComplete) await hooks.onProfileComplete(memberId);
      return { profile: await toProfile(row), fill };
    },

    async updateLead(memberId: number, input: { id: number; brandName: string; liaison: string; phone: string; isOpenShop: 'Y' | 'N' }) {
      const current = await repo.findConsultLead(db, memberId, input.id);
      if (!current) throw notFound('留资不存在');
      if (!editable(current.status)) throw badRequest('该留资已结案，不能修改');
      const row = await repo.updateConsultLead(db, memberId, input.id, input);
      if (!row) throw notFound('留资不存在');
      return toMyLead(row);
    },
  };
}
