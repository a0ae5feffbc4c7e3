import { chinaDay, LEASE_TYPES, QUOTE_STATUS_LABELS, QUOTE_STATUSES, RENTABLE_AREAS, type SpaceDetail } from '@shp/contracts';
import type { z } from 'zod';
import type { addCustomerQuoteInfoInput } from '@shp/contracts';
import type { Db } from '../../db/client.js';
import type { CallContext, MemberCallContext } from '../../lib/call-context.js';
import { badRequest, notFound, unauthorized } from '../../lib/errors.js';
import { channelOf, insertLead } from '../leads/leads.repository.js';
import { isCollected } from '../shops/shops.repository.js';
import * as repo from './spaces.repository.js';
import { liaisonForPhone } from '../cooperation/cooperation.repository.js';
import { lookups } from '../../lib/lookups.js';

// The bands a space can be quoted in: those from its size down, the same rule the list filters by
// (area >= the band's lower bound), so a 100㎡ space found under 100-300㎡ can be quoted in it.
const bandsFor = (area: number) => RENTABLE_AREAS.filter((a) => a.min <= area).map((a) => ({ code: a.code, name: a.name }));

function toQuote(r: repo.QuoteRow) {
  return {
    id: Number(r.id),
    spaceId: Number(r.space_id),
    spaceName: r.space_name,
    mallName: r.mall_name,
    coverUrl: r.cover_url,
    leaseType: r.lease_type,
    rentableArea: RENTABLE_AREAS.find((a) => a.code === r.rentable_area)?.name ?? r.rentable_area,
    startDate: repo.isoDay(r.start_date),
    days: Number(r.days),
    estimate: Number(r.estimate),
    status: r.status,
    statusText: QUOTE_STATUS_LABELS[r.status] ?? r.status,
    createdAt: repo.isoTime(r.created_at),
  };
}

export function createSpacesService(db: Db) {
  async function loadSpace(id: number) {
    const s = await repo.findSpace(db, id);
    if (!s) throw notFound('场地不存在或已下架');
    return s;
  }
  return {
    async hot(cityCode: string | undefined) {
      const lk = await lookups(db);
      return repo.hotSpaces(db, cityCode, lk);
    },

    async pageList(filter: repo.SpaceFilter, ctx: CallContext) {
      const lk = await lookups(db);
      return repo.pageSpaces(db, filter, lk, ctx.pageParam.pageNum, ctx.pageParam.pageSize);
    },

    async detail(id: number, ctx: CallContext): Promise<SpaceDetail> {
      const lk = await lookups(db);
      const s = await loadSpace(id);
      const [quoteCount, collected] = await Promise.all([repo.quoteCount(db, id), isCollected(db, ctx.member?.id, 'space', id)]);
      return {
        ...repo.toSpaceItem(s, lk),
        images: s.images ?? [],
        description: s.description,
        formats: s.formatIds.map((f) => lk.formatName(f)).filter(Boolean),
        mallAddress: s.mall_address,
        mallOpenStatus: s.mall_open_status,
        rentableAreas: bandsFor(Number(s.area)),
        quoteCount,
        collected,
      };
    },

    async quotePopupInfo(spaceId: number, ctx: CallContext) {
      const s = await loadSpace(spaceId);
      return {
        spaceId: Number(s.id),
        spaceName: s.name,
        priceDay: Number(s.price_day),
        minDays: Number(s.min_days),
        maxArea: Number(s.area),
        leaseTypes: s.lease_types ?? [],
        rentableAreas: bandsFor(Number(s.area)),
        // A name given beside this phone, not the nickname (商铺汇用户1234 is nobody to ask for).
        liaison: ctx.member?.phone ? await liaisonForPhone(db, ctx.member.id, ctx.member.phone) : '',
        phone: ctx.member?.phone ?? '',
      };
    },

    /** Stores the quote request and a space_quote lead for the consultants (1 working day). */
    async addQuote(input: z.output<typeof addCustomerQuoteInfoInput>, ctx: CallContext, now = new Date()) {
      const member = ctx.member;
      if (!member) throw unauthorized();
      const s = await loadSpace(input.spaceId);
      if (!(s.lease_types ?? []).includes(input.leaseType)) throw badRequest(`该场地不支持「${input.leaseType}」，请重新选择租赁类型`);
      if (!bandsFor(Number(s.area)).some((b) => b.code === input.rentableArea)) throw badRequest('所选面积超出该场地可租面积');
      if (input.days < Number(s.min_days)) throw badRequest(`该场地最少租赁${s.min_days}天`);
      const start = new Date(`${input.startDate}T00:00:00Z`);
      if (Number.isNaN(start.getTime())) throw badRequest('请选择开始日期');
      if (input.startDate < chinaDay(now)) throw badRequest('开始日期不能早于今天');
      const pending = await repo.pageQuotes(db, member.id, 'pending', 1, 50);
      if (pending.rows.some((q) => Number(q.space_id) === input.spaceId && repo.isoDay(q.start_date) === input.startDate)) {
        throw badRequest('您已提交过该场地同一日期的询价，顾问将尽快与您联系');
      }
      const priceDay = Number(s.price_day);
      const estimate = priceDay * input.days;
      const lead = await insertLead(db, {
        kind: 'space_quote',
        sourcePage: 'spaceDetail',
        memberId: member.id,
        brandName: input.brandName,
        liaison: input.liaison,
        phone: input.phone,
        cityCode: s.city_code,
        targetType: 'space',
        targetId: Number(s.id),
        details: { leaseType: input.leaseType, rentableArea: input.rentableArea, startDate: input.startDate, days: input.days, remark: input.remark, estimate },
        channel: channelOf(ctx.wrapper as Record<string, unknown>),
      });
      const quoteId = await repo.insertQuote(db, {
        memberId: member.id,
        spaceId: Number(s.id),
        leadId: Number(lead.id),
        leaseType: input.leaseType,
        rentableArea: input.rentableArea,
        startDate: input.startDate,
        days: input.days,
        brandName: input.brandName,
        liaison: input.liaison,
        phone: input.phone,
        remark: input.remark,
        priceDay,
        estimate,
      });
      return { quoteId, estimate, deadlineAt: new Date(lead.deadlineAt).toISOString() };
    },

    async mineList(status: string | undefined, ctx: MemberCallContext) {
      const { pageNum, pageSize } = ctx.pageParam;
      const { rows, total } = await repo.pageQuotes(db, ctx.member.id, status, pageNum, pageSize);
      return { list: rows.map(toQuote), total, pageNum, pageSize };
    },

    async mineDetail(id: number, ctx: MemberCallContext) {
      const r = await repo.findOwnQuote(db, ctx.member.id, id);
      if (!r) throw notFound('询价记录不存在');
      return {
        ...toQuote(r),
        brandName: r.brand_name,
        liaison: r.liaison,
        phone: r.phone,
        remark: r.remark,
        priceDay: Number(r.price_day),
        deadlineAt: r.deadline_at ? repo.isoTime(r.deadline_at) : null,
      };
    },

    async enumList(type: 'leaseType' | 'rentableArea' | 'quotationStatus' | 'commercialFormat') {
      switch (type) {
        case 'leaseType':
          return LEASE_TYPES.map((t) => ({ code: t, name: t }));
        case 'rentableArea':
          return RENTABLE_AREAS.map((a) => ({ code: a.code, name: a.name }));
        case 'quotationStatus':
          return QUOTE_STATUSES.map((s) => ({ code: s, name: QUOTE_STATUS_LABELS[s] }));
        case 'commercialFormat': {
          const lk = await lookups(db);
          return lk.formats
            .filter((f) => f.parentId === null)
            .sort((a, b) => a.sort - b.sort)
            .map((f) => ({ code: String(f.id), name: f.name }));
        }
      }
    },
  };
}
