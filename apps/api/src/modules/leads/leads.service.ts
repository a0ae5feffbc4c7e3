import { and, eq, sql } from 'drizzle-orm';
import {
  ErrorText,
  LEAD_KIND_LABELS,
  LEAD_LOGIN_GRANT_MINUTES,
  LEAD_STATUS_LABELS,
  Msg,
  type LeadStatus,
  type MyLeadRequest,
  type BranderSettledOutput,
  type BrandSuggestion,
  type HighlightPart,
} from '@shp/contracts';
import type { z } from 'zod';
import type { branderSettledInput } from '@shp/contracts';
import type { Db } from '../../db/client.js';
import { brands, PUBLISHED } from '../../db/schema/index.js';
import type { CallContext } from '../../lib/call-context.js';
import { badRequest, tooMany, unauthorized } from '../../lib/errors.js';
import { verifySmsCode } from '../auth/sms.service.js';
import { issueLoginGrant } from '../auth/auth.repository.js';
import { createMessage } from '../messages/messages.repository.js';
import { channelOf, eventsOfLeads, findLeadTarget, insertLeadOnce, leadSmsOptedIn, myLeadRequests, setLeadSmsOptIn } from './leads.repository.js';
import { leadTimeline } from './lead-timeline.js';
import { type RateLimiter } from '../../lib/rate-limit.js';

const HOUR_MS = 3600_000;
/** Leads one address may leave per hour: generous for an office, tight for a script. */
const LEADS_PER_IP_HOUR = 30;
const SUGGESTION_LIMIT = 10;

/** Splits `name` into pieces that match `query` (case-insensitive) and pieces that do not. */
export function highlightParts(name: string, query: string): HighlightPart[] {
  const q = query.trim().toLowerCase();
  if (!q) return [{ text: name, hit: false }];
  const lower = name.toLowerCase();
  const parts: HighlightPart[] = [];
  let at = 0;
  for (let i = lower.indexOf(q); i !== -1; i = lower.indexOf(q, at)) {
    if (i > at) parts.push({ text: name.slice(at, i), hit: false });
    parts.push({ text: name.slice(i, i + q.length), hit: true });
    at = i + q.length;
  }
  if (at < name.length) parts.push({ text: name.slice(at), hit: false });
  return parts;
}

export const LEAD_RECEIVED_TITLE = '留资成功';
export const leadReceivedText = (brandName: string) => `我们已收到您的留资（品牌：${brandName}），顾问将在1个工作日内联系您，请保持电话畅通。`;

export function createLeadsService(deps: { db: Db; limiter: RateLimiter; sitePhone: string }) {
  const { db, limiter } = deps;
  return {
    async suggestBrands(query: string): Promise<BrandSuggestion[]> {
      const q = query.trim();
      if (!q) return [];
      // Case-insensitive "contains": the GIN index on the name's characters picks the candidates,
      // strpos keeps those with the text in one piece (no LIKE wildcards to escape).
      const at = sql`strpos(lower(${brands.name}), lower(${q}))`;
      const rows = await db
        .select({ id: brands.id, name: brands.name })
        .from(brands)
        .where(and(eq(brands.status, PUBLISHED), sql`${brands.nameChars} @> string_to_array(lower(${q}), null)`, sql`${at} > 0`))
        // Names that start with the text first, then shorter names.
        .orderBy(sql`case when ${at} = 1 then 0 else 1 end`, sql`length(${brands.name})`, brands.id)
        .limit(SUGGESTION_LIMIT);
      return rows.map((r) => ({ id: r.id, associateName: r.name, associateNameHighlight: highlightParts(r.name, q) }));
    },

    /**
     * The consultation lead (SPEC §3/§4): a logged-in member uses their own phone; a visitor
     * proves the phone with an SMS code (scene LEAD). Stored once per phone and brand.
     */
    async settle(input: z.output<typeof branderSettledInput>, ctx: CallContext): Promise<BranderSettledOutput> {
      const member = ctx.member;
      let phone: string;
      if (member) {
        if (!member.phone) throw badRequest('账号未绑定手机号，请重新登录');
        phone = member.phone;
      } else {
        // A member form sends no phone (it shows theirs); if their session lapsed while they typed,
        // say so (401: the client logs out and shows the visitor's phone and code fields, keeping
        // what was typed) instead of asking for a phone the form has no field for.
        if (!input.phone && ctx.lapsedToken) throw unauthorized(ErrorText.LOGIN_TIMEOUT);
        if (!input.phone) throw badRequest(Msg.PHONE_REQUIRED);
        if (!input.identifyingCode) throw badRequest(Msg.CODE_REQUIRED);
        phone = input.phone;
      }
      // The brand is read while the limiter counts: neither waits for the other.
      const [allowed, brand] = await Promise.all([
        limiter.hit(`lead:ip:${ctx.ip}`, LEADS_PER_IP_HOUR, HOUR_MS),
        input.brandId
          ? db
              .select({ id: brands.id, name: brands.name })
              .from(brands)
              .where(eq(brands.id, input.brandId))
              .limit(1)
              .then((rows) => rows[0])
          : undefined,
      ]);
      if (!allowed) throw tooMany();
      // The page's unit, mall or space must exist; the lead is in its city, whatever the cookie says.
      const target = input.targetType && input.targetId ? await findLeadTarget(db, input.targetType, input.targetId) : null;
      if (input.targetType && input.targetId && !target) throw badRequest('来源页面的铺位、商场或场地不存在');
      if (!member) await verifySmsCode(db, { phone, code: input.identifyingCode as string, scene: 'LEAD' });

      // brandId only counts when it names this very brand (the client clears it on typing).
      const brandId = brand && brand.name.trim().toLowerCase() === input.useBrandName.trim().toLowerCase() ? brand.id : null;
      // The member's message goes in the lead's own transaction: written exactly when the lead is.
      const message = member
        ? (tx: Db) =>
            createMessage(tx, member.id, {
              category: 'service',
              title: LEAD_RECEIVED_TITLE,
              content: leadReceivedText(input.useBrandName),
              link: '/personalCenter/myBrand',
            })
        : undefined;
      const { row, existing } = await insertLeadOnce(
        db,
        {
          kind: 'consult',
          sourcePage: input.sourcePage,
          sourceType: input.sourceType,
          memberId: member?.id ?? null,
          brandName: input.useBrandName,
          brandId,
          liaison: input.liaison,
          phone,
          isOpenShop: input.isOpenShop,
          cityCode: target?.cityCode ?? input.cityCode ?? null,
          targetType: target ? input.targetType : null,
          targetId: target ? input.targetId : null,
          details: input.pagePath ? { pagePath: input.pagePath } : {},
          channel: channelOf(ctx.wrapper as Record<string, unknown>),
        },
        { whenNew: message },
      );
      return {
        isSubmitAgain: existing ? (row.status === 'new' ? 1 : 2) : 0,
        leadId: String(row.id),
        deadlineAt: row.deadlineAt.toISOString(),
        // The code just proved the phone: the dialog may log it in once without a second code.
        loginGrant: member ? null : await issueLoginGrant(db, phone, LEAD_LOGIN_GRANT_MINUTES * 60_000),
      };
    },

    /** The member's own requests, newest first, with who follows them up, by when, and their timeline. */
    async mine(memberId: number, now = new Date()): Promise<MyLeadRequest[]> {
      const rows = await myLeadRequests(db, memberId, 20);
      const events = await eventsOfLeads(
        db,
        rows.map((r) => r.id),
      );
      return rows.map((r) => ({
        id: r.id,
        kind: r.kind,
        kindName: LEAD_KIND_LABELS[r.kind as keyof typeof LEAD_KIND_LABELS] ?? '咨询',
        title: r.brandName || r.targetName || LEAD_KIND_LABELS[r.kind as keyof typeof LEAD_KIND_LABELS] || '咨询',
        status: r.status,
        statusName: LEAD_STATUS_LABELS[r.status as LeadStatus] ?? r.status,
        deadlineAt: r.deadlineAt.toISOString(),
        consultantName: r.consultantName,
        createdAt: r.createdAt.toISOString(),
        ...leadTimeline(
          r,
          events.filter((e) => e.leadId === r.id),
          now,
        ),
      }));
    },

    smsSetting: async (memberId: number) => ({ enabled: await leadSmsOptedIn(db, memberId) }),
    async setSmsSetting(memberId: number, enabled: boolean) {
      await setLeadSmsOptIn(db, memberId, enabled);
      return { enabled };
    },
  };
}
export type LeadsService = ReturnType<typeof createLeadsService>;
