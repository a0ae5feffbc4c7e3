import {
  COOPERATION_KINDS,
  Msg,
  LEAD_STATUS_NAMES,
  MY_COOPERATION_KINDS,
  cooperationKindName,
  cooperationKindOfTab,
  maskPhone,
  type CooperationKind,
  type JoinSubmitInput,
  type PageParam,
  type Programme,
} from '@shp/contracts';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import type { CallContext, MemberCallContext } from '../../lib/call-context.js';
import { badRequest, notFound, tooMany } from '../../lib/errors.js';
import { verifySmsCode } from '../auth/sms.service.js';
import { channelOf, insertLead, type LeadKind } from '../leads/leads.repository.js';
import { createMessage } from '../messages/messages.repository.js';
import * as repo from './cooperation.repository.js';
import { dbRateLimiter } from '../../lib/rate-limit.js';
import { cityNames } from '../../lib/regions.js';
import { isoTime } from '../../lib/dates.js';
import { paragraphsOf } from '../../lib/text.js';

async function toProgrammes(db: Db, rows: repo.ProgrammeRow[]): Promise<Programme[]> {
  const names = await cityNames(
    db,
    rows.map((r) => r.cityCode),
  );
  return rows.map((r) => ({
    id: r.id,
    kind: r.kind as CooperationKind,
    kindName: cooperationKindName(r.kind),
    title: r.title,
    partner: r.partner,
    summary: r.summary,
    coverUrl: r.coverUrl,
    cityCode: r.cityCode,
    cityName: r.cityCode ? (names.get(r.cityCode) ?? null) : null,
    tags: r.tags,
    applyCount: Number(r.applyCount),
    publishedAt: isoTime(r.publishedAt),
  }));
}

export const APPLICATIONS_PER_IP_HOUR = 30;

/** One labelled field of a stored application, shown back to its member. */
export interface LeadField {
  label: string;
  value: string;
}

/**
 * Stores an application from any of the content-family forms as a lead: one open application per
 * phone and subject, the follow-up promise of one working day, a message to the member.
 */
export async function submitApplication(
  db: Db,
  ctx: CallContext,
  a: {
    kind: LeadKind;
    sourcePage: string;
    subject: string;
    subtitle: string;
    targetType: string;
    targetId: number | null;
    brandName: string;
    brandId?: number | null;
    liaison: string;
    phone: string;
    /** SMS code (scene LEAD) for the phone; not needed when a member applies with their own phone. */
    identifyingCode?: string;
    cityCode?: string | null;
    isOpenShop?: 'Y' | 'N' | null;
    fields: LeadField[];
    raw: Record<string, unknown>;
    link: string | null;
  },
) {
  // All application forms of this family share one budget per address (abuse, not people, hits it).
  if (!(await dbRateLimiter(db).hit(`apply:ip:${ctx.ip}`, APPLICATIONS_PER_IP_HOUR, 3600_000))) throw tooMany();
  // A phone is only named by whoever holds it: the member's own, or one that received the code.
  if (!(ctx.member?.phone && ctx.member.phone === a.phone)) {
    if (!a.identifyingCode) throw badRequest(Msg.CODE_REQUIRED);
    await verifySmsCode(db, { phone: a.phone, code: a.identifyingCode, scene: 'LEAD' });
  }
  // The check and the insert are one step under a lock on (kind, phone, target): the same form
  // sent twice at once (a double tap, two tabs) stores one application, like the consult form's
  // (decision 006). The member's message is written with the lead, so it exists exactly when the lead does.
  const row = await db.transaction(async (txRaw) => {
    const tx = txRaw as unknown as Db;
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`apply:${a.kind}:${a.phone}:${a.targetType}:${a.targetId ?? a.subject}`}))`);
    if (await repo.openLeadExists(tx, { kind: a.kind, phone: a.phone, targetType: a.targetType, targetId: a.targetId, subject: a.subject })) return null;
    const created = await insertLead(tx, {
      kind: a.kind,
      sourcePage: a.sourcePage,
      memberId: ctx.member?.id ?? null,
      brandName: a.brandName.slice(0, 180),
      brandId: a.brandId ?? null,
      liaison: a.liaison,
      phone: a.phone,
      isOpenShop: a.isOpenShop ?? null,
      cityCode: a.cityCode ?? null,
      targetType: a.targetType,
      targetId: a.targetId,
      details: { ...a.raw, subject: a.subject, subtitle: a.subtitle, fields: a.fields, link: a.link },
      channel: channelOf(ctx.wrapper),
    });
    if (ctx.member) {
      await createMessage(tx, ctx.member.id, {
        category: 'service',
        title: `${a.subject}：申请已提交`,
        content: `我们已收到您的申请，顾问将在1个工作日内通过 ${maskPhone(a.phone)} 与您联系。`,
        link: `/personalCenter/myCooperation?id=${created.id}`,
      });
    }
    return created;
  });
  if (!row) throw badRequest('您已提交过该申请，顾问将在1个工作日内与您联系，请勿重复提交');
  return { id: row.id, deadlineAt: row.deadlineAt.toISOString() };
}

const kindNameOf = (kind: string) => MY_COOPERATION_KINDS.find((k) => k.kind === kind)?.name ?? kind;

type LeadRow = Awaited<ReturnType<typeof repo.myLeadById>> & object;
function toMyItem(r: LeadRow) {
  const d = r.details as { subject?: string; subtitle?: string };
  return {
    id: r.id,
    kind: r.kind as 'cooperation' | 'merchant_service' | 'franchise',
    kindName: kindNameOf(r.kind),
    title: d.subject ?? r.brandName,
    subtitle: d.subtitle ?? '',
    liaison: r.liaison,
    phone: maskPhone(r.phone),
    status: r.status,
    statusName: LEAD_STATUS_NAMES[r.status] ?? r.status,
    createdAt: isoTime(r.createdAt),
    deadlineAt: isoTime(r.deadlineAt),
  };
}

export function createCooperationService(db: Db) {
  return {
    async list(input: { tabcheck?: number; kind?: CooperationKind; cityCode?: string; keyword?: string }, page: PageParam) {
      const kind = input.kind ?? cooperationKindOfTab(input.tabcheck);
      const { rows, total } = await repo.programmePage(db, { kind, cityCode: input.cityCode, keyword: input.keyword || undefined }, page);
      return { list: await toProgrammes(db, rows), total, pageNum: page.pageNum, pageSize: page.pageSize };
    },

    async detail(id: number) {
      const row = await repo.programmeById(db, id);
      if (!row) throw notFound('合作项目不存在或已下架');
      const [[item], related] = await Promise.all([toProgrammes(db, [row]), repo.programmesLike(db, row).then((r) => toProgrammes(db, r))]);
      return { ...item, paragraphs: paragraphsOf(row.content), benefits: row.benefits, requirements: row.requirements, related };
    },

    async joinSubmit(input: JoinSubmitInput, ctx: CallContext) {
      let subject = `${cooperationKindName(input.kind)}申请`;
      if (input.programmeId) {
        const p = await repo.programmeById(db, input.programmeId);
        if (!p) throw notFound('合作项目不存在或已下架');
        if (p.kind !== input.kind) throw badRequest('合作类型与项目不符');
        subject = p.title;
      }
      const cities = input.cityCode ? await cityNames(db, [input.cityCode]) : new Map<string, string>();
      if (input.cityCode && !cities.has(input.cityCode)) throw badRequest('城市不存在');
      return submitApplication(db, ctx, {
        kind: 'cooperation',
        sourcePage:
          COOPERATION_KINDS.find((k) => k.kind === input.kind)
            ?.path.split('?')[0]
            .slice(1) ?? 'cooperAtions',
        subject,
        subtitle: `${cooperationKindName(input.kind)} · ${input.companyName}`,
        targetType: 'cooperation',
        targetId: input.programmeId ?? null,
        brandName: input.companyName,
        liaison: input.liaison,
        phone: input.phone,
        identifyingCode: input.identifyingCode,
        cityCode: input.cityCode ?? null,
        fields: [
          { label: '合作类型', value: cooperationKindName(input.kind) },
          { label: '公司/品牌', value: input.companyName },
          ...(input.cityCode ? [{ label: '所在城市', value: cities.get(input.cityCode) ?? input.cityCode }] : []),
          { label: '合作意向', value: input.intention },
        ],
        raw: { cooperationKind: input.kind, companyName: input.companyName, intention: input.intention },
        link: input.programmeId ? `/cooperationDetail?id=${input.programmeId}` : null,
      });
    },

    /** The application forms' prefill for a signed-in member (decision 024). */
    async applicantContact(ctx: CallContext) {
      const m = ctx.member;
      if (!m?.phone) return { liaison: '', phone: '' };
      return { liaison: await repo.liaisonForPhone(db, m.id, m.phone), phone: m.phone };
    },

    async myList(input: { kind?: string; status?: string }, ctx: MemberCallContext) {
      const page = ctx.pageParam;
      const { rows, total } = await repo.myLeadPage(db, ctx.member.id, input, page);
      return { list: rows.map(toMyItem), total, pageNum: page.pageNum, pageSize: page.pageSize };
    },

    async myDetail(id: number, ctx: MemberCallContext) {
      const row = await repo.myLeadById(db, ctx.member.id, id);
      if (!row) throw notFound('申请记录不存在');
      const events = await repo.leadHistory(db, row.id);
      // A lead stored without events (imported or seeded) still moved on: rather than 已合作 beside
      // 顾问尚未跟进, its record says it was received and where it stands now.
      const history = events.length
        ? events
        : [
            { createdAt: row.createdAt, toStatus: 'new', note: '收到留资' },
            ...(row.status !== 'new' ? [{ createdAt: row.updatedAt, toStatus: row.status, note: '' }] : []),
          ];
      const d = row.details as { fields?: { label: string; value: string }[]; link?: string | null };
      return {
        ...toMyItem(row),
        fields: Array.isArray(d.fields) ? d.fields.filter((f) => typeof f?.label === 'string' && typeof f?.value === 'string') : [],
        history: history.map((h) => ({
          at: isoTime(h.createdAt),
          status: h.toStatus,
          statusName: h.toStatus ? (LEAD_STATUS_NAMES[h.toStatus] ?? h.toStatus) : '备注',
          note: h.note,
        })),
        link: typeof d.link === 'string' ? d.link : null,
      };
    },

    async hotInvestment(input: { cityCode?: string }, page: PageParam) {
      const { rows, total } = await repo.hotInvestmentPage(db, input, page);
      const names = await repo.regionNames(
        db,
        rows.flatMap((r) => [r.cityCode, r.districtCode]),
      );
      const cities = await cityNames(
        db,
        rows.map((r) => r.cityCode),
      );
      return {
        list: rows.map(({ cityCode, districtCode, ...r }) => ({
          ...r,
          rentMin: Number(r.rentMin),
          rentMax: Number(r.rentMax),
          vacantShops: Number(r.vacantShops),
          cityName: cities.get(cityCode) ?? '',
          districtName: names.get(districtCode) ?? '',
        })),
        total,
        pageNum: page.pageNum,
        pageSize: page.pageSize,
      };
    },

    async venues(input: { cityCode?: string; leaseType?: string; sort?: 'traffic' | 'price' }, page: PageParam) {
      const { rows, total } = await repo.venuePage(db, input, page);
      const cities = await cityNames(
        db,
        rows.map((r) => r.cityCode),
      );
      return {
        list: rows.map(({ cityCode, ...r }) => ({ ...r, cityName: cities.get(cityCode) ?? '' })),
        total,
        pageNum: page.pageNum,
        pageSize: page.pageSize,
      };
    },
  };
}
