import { REPORT_REASON_LABELS, TRUST_DOC_MAX_BYTES, type ListingTrust, type ReportRow } from '@shp/contracts';
import type { Db } from '../../db/client.js';
import type { AuthOperator, CallContext } from '../../lib/call-context.js';
import { badRequest, notFound, tooMany } from '../../lib/errors.js';
import { isoDay, isoTime, isoTimeOrNull } from '../../lib/dates.js';
import { newKey, putRecorded, type StorageAdapter } from '../../lib/file-storage.js';
import type { RateLimiter } from '../../lib/rate-limit.js';
import { emitContentChange } from '../../lib/content-events.js';
import { createMessage } from '../messages/messages.repository.js';
import { recordAudit } from '../admin-audit/audit.repository.js';
import { sniffImage } from '../../lib/image-type.js';
import * as repo from './trust.repository.js';

type OpCtx = CallContext & { operator: AuthOperator };

/** Reports per IP per hour and per member per day: enough for real use, not for flooding the queue. */
export const REPORTS_PER_IP_HOUR = 10;
export const REPORTS_PER_MEMBER_DAY = 20;

export const trustOf = (l: repo.ListingBasics): ListingTrust => ({
  updatedAt: isoTime(l.updated_at),
  stale: !l.fresh,
  verifiedOn: l.verified_on ? isoDay(l.verified_on) : null,
});

function toReportRow(r: repo.ReportRowDb): ReportRow {
  return {
    id: Number(r.id),
    target: r.target,
    listingId: Number(r.listing_id),
    listingTitle: r.listing_title ?? '（房源不存在）',
    link: repo.linkOf(r.target, Number(r.listing_id)),
    listingHidden: r.listing_status === repo.HIDDEN,
    reason: r.reason,
    note: r.note,
    byMember: r.member_id !== null,
    status: r.status,
    resolution: r.resolution,
    createdAt: isoTime(r.created_at),
    resolvedAt: isoTimeOrNull(r.resolved_at),
  };
}

/** A PDF, or an image by its bytes: the right-to-lease document. */
function sniffDocument(b: Buffer): { mime: string; ext: string } | null {
  if (b.length >= 5 && b.toString('ascii', 0, 5) === '%PDF-') return { mime: 'application/pdf', ext: 'pdf' };
  return sniffImage(b);
}

export function createTrustService(deps: { db: Db; limiter: RateLimiter; storage: StorageAdapter }) {
  const { db, limiter, storage } = deps;
  return {
    async report(input: { target: repo.Target; id: number; reason: keyof typeof REPORT_REASON_LABELS; note: string }, ctx: CallContext) {
      const listing = await repo.findListing(db, input.target, input.id);
      if (!listing || (listing.status !== 'published' && listing.status !== repo.HIDDEN)) throw notFound('房源不存在或已下架');
      if (!(await limiter.hit(`trust-report:ip:${ctx.ip}`, REPORTS_PER_IP_HOUR, 3600_000))) throw tooMany('举报过于频繁，请稍后再试');
      if (ctx.member && !(await limiter.hit(`trust-report:member:${ctx.member.id}`, REPORTS_PER_MEMBER_DAY, 86400_000)))
        throw tooMany('今日举报次数已达上限，请明天再试');
      const result = await db.transaction(async (tx) => {
        const id = await repo.insertReport(tx, {
          target: input.target,
          listingId: input.id,
          memberId: ctx.member?.id ?? null,
          reason: input.reason,
          note: input.note,
        });
        if (id === null) throw badRequest('您已举报过该房源，请等待处理结果');
        const hidden = await repo.hideIfReported(tx, input.target, input.id);
        return { id, hidden };
      });
      if (result.hidden) emitContentChange(input.target);
      return { id: result.id };
    },

    async reports(status: string, ctx: OpCtx) {
      const { pageNum, pageSize } = ctx.pageParam;
      const { rows, total } = await repo.pageReports(db, status, pageNum, pageSize);
      return { list: rows.map(toReportRow), total, pageNum, pageSize };
    },

    /**
     * One decision for the listing: every open report on it is resolved with it. Upheld takes the
     * listing off the site (unpublished, never deleted); dismissed shows a hidden listing again.
     * Each logged-in reporter is told the outcome in the message centre.
     */
    async resolve(input: { id: number; status: 'upheld' | 'dismissed'; resolution: string }, ctx: OpCtx) {
      const report = await repo.findReport(db, input.id);
      if (!report) throw notFound('举报不存在');
      if (report.status !== 'open') throw badRequest('该举报已处理');
      const title = report.listing_title ?? '房源';
      await db.transaction(async (tx) => {
        const resolved = await repo.resolveOpenReports(tx, report.target, Number(report.listing_id), input.status, input.resolution, ctx.operator.id);
        if (input.status === 'upheld') await repo.setListingStatus(tx, report.target, Number(report.listing_id), ['published', repo.HIDDEN], 'draft');
        else await repo.setListingStatus(tx, report.target, Number(report.listing_id), [repo.HIDDEN], 'published');
        const outcome = input.status === 'upheld' ? '经核实举报属实，该房源已下架' : '经核实暂未发现问题，房源继续展示';
        const told = new Set<number>();
        for (const r of resolved) {
          if (r.member_id === null || told.has(Number(r.member_id))) continue;
          told.add(Number(r.member_id));
          await createMessage(tx, Number(r.member_id), {
            category: 'feedback',
            title: '举报处理结果',
            content: `您举报的「${title}」${outcome}。处理说明：${input.resolution}`,
            link: input.status === 'upheld' ? null : repo.linkOf(report.target, Number(report.listing_id)),
          });
        }
        await recordAudit(tx, ctx.operator, ctx.ip, {
          action: 'trust.resolve',
          entityType: report.target,
          entityId: Number(report.listing_id),
          before: { status: 'open' },
          after: { status: input.status, resolution: input.resolution, reports: resolved.map((r) => Number(r.id)) },
        });
      });
      emitContentChange(report.target);
      const after = await repo.findReport(db, input.id);
      return toReportRow(after as repo.ReportRowDb);
    },

    async verify(input: { target: repo.Target; id: number; verifiedOn: string; evidence: string; dataBase64: string }, ctx: OpCtx) {
      const listing = await repo.findListing(db, input.target, input.id);
      if (!listing) throw notFound('房源不存在');
      if (Number.isNaN(Date.parse(input.verifiedOn)) || Date.parse(input.verifiedOn) > Date.now() + 86400_000) throw badRequest('核验日期不能晚于今天');
      const base64 = input.dataBase64.replace(/^data:[\w/+.-]+;base64,/, '');
      if (!/^[A-Za-z0-9+/]+={0,2}$/.test(base64)) throw badRequest('文件内容有误');
      const bytes = Buffer.from(base64, 'base64');
      if (bytes.length === 0) throw badRequest('请上传租赁权属文件');
      if (bytes.length > TRUST_DOC_MAX_BYTES) throw badRequest('文件不能超过2MB');
      const kind = sniffDocument(bytes);
      if (!kind) throw badRequest('仅支持 PDF、PNG、JPG、WebP、GIF 格式的文件');
      // An unguessable key, and the URL is only ever answered to operators (decision 062).
      const documentUrl = await putRecorded(storage, newKey('trust-evidence', kind.ext), bytes, kind.mime, async (url) => {
        await db.transaction(async (tx) => {
          await repo.insertVerification(tx, {
            target: input.target,
            listingId: input.id,
            verifiedOn: input.verifiedOn,
            evidence: input.evidence,
            documentUrl: url,
            operatorId: ctx.operator.id,
          });
          await recordAudit(tx, ctx.operator, ctx.ip, {
            action: 'trust.verify',
            entityType: input.target,
            entityId: input.id,
            before: { verifiedOn: listing.verified_on ? isoDay(listing.verified_on) : null },
            after: { verifiedOn: input.verifiedOn, evidence: input.evidence },
          });
        });
        return url;
      });
      emitContentChange(input.target);
      return { verifiedOn: input.verifiedOn, documentUrl };
    },

    async listing(input: { target: repo.Target; id: number }) {
      const listing = await repo.findListing(db, input.target, input.id);
      if (!listing) throw notFound('房源不存在');
      const rows = await repo.verificationsOf(db, input.target, input.id);
      return {
        title: listing.title,
        trust: trustOf(listing),
        verifications: rows.map((r) => ({
          verifiedOn: isoDay(r.verified_on),
          evidence: r.evidence,
          documentUrl: r.document_url,
          createdAt: isoTime(r.created_at),
        })),
      };
    },

    async stale(ctx: OpCtx) {
      const { pageNum, pageSize } = ctx.pageParam;
      const { rows, total } = await repo.pageStale(db, pageNum, pageSize);
      return {
        list: rows.map((r) => ({
          target: r.target,
          id: Number(r.id),
          title: r.title,
          link: repo.linkOf(r.target, Number(r.id)),
          updatedAt: isoTime(r.updated_at),
        })),
        total,
        pageNum,
        pageSize,
      };
    },

    async confirm(input: { target: repo.Target; id: number }, ctx: OpCtx) {
      const row = await db.transaction(async (tx) => {
        const updated = await repo.confirmListing(tx, input.target, input.id);
        if (!updated) throw notFound('房源不存在');
        await recordAudit(tx, ctx.operator, ctx.ip, {
          action: 'trust.confirm',
          entityType: input.target,
          entityId: input.id,
          before: null,
          after: { fresh: true },
        });
        return updated;
      });
      emitContentChange(input.target);
      return trustOf(row);
    },
  };
}
