import QRCode from 'qrcode';
import { shareQrPath } from '@shp/contracts';
import type { Db } from '../../db/client.js';
import type { CallContext, MemberCallContext } from '../../lib/call-context.js';
import { badRequest, notFound, tooMany } from '../../lib/errors.js';
import { channelOf } from '../leads/leads.repository.js';
import * as repo from './share.repository.js';
import { dbRateLimiter } from '../../lib/rate-limit.js';

/** The URL a share's QR code points at: the page with the share id appended, on this site. */
export function shareTarget(shareUrl: string, shareUniqueId: string, origin: string) {
  const url = new URL(shareUrl, origin);
  url.searchParams.set('shareId', shareUniqueId);
  return url.toString();
}

export function createShareService(db: Db) {
  return {
    async create(
      input: { clueUniqueId?: string; link: { needLogin: boolean; shareUrl: string }; miniCodeSize: number; shareUniqueId: string },
      ctx: CallContext,
      origin: string,
    ) {
      if (!(await dbRateLimiter(db).hit(`share:ip:${ctx.ip}`, 120, 3600_000))) throw tooMany();
      // Only pages of this site are shared: an absolute URL must be ours.
      const target = new URL(input.link.shareUrl, origin);
      if (target.origin !== new URL(origin).origin) throw badRequest('只能分享本站页面');
      const shareUrl = target.pathname + target.search;
      const inserted = await repo.insertShare(db, {
        shareUniqueId: input.shareUniqueId,
        memberId: ctx.member?.id ?? null,
        clueUniqueId: input.clueUniqueId ?? null,
        shareUrl,
        needLogin: input.link.needLogin,
        miniCodeSize: input.miniCodeSize,
        channel: channelOf(ctx.wrapper),
      });
      if (inserted === null) {
        const existing = await repo.shareById(db, input.shareUniqueId);
        if (!existing || existing.shareUrl !== shareUrl) throw badRequest('分享ID已被使用');
      }
      return { qrCodeUrl: shareQrPath(input.shareUniqueId), shareUniqueId: input.shareUniqueId, shareUrl };
    },

    /** Records that the member opened someone else's share (idempotent); their own share is no scan. */
    async scan(shareUniqueId: string, ctx: MemberCallContext) {
      const memberId = ctx.member.id;
      const share = await repo.shareById(db, shareUniqueId);
      if (!share) throw notFound('分享不存在');
      if (share.memberId === memberId) return { recorded: false };
      await repo.insertScan(db, memberId, shareUniqueId);
      return { recorded: true };
    },

    /** PNG of the stored share, at its mini-code size. */
    async qrPng(shareUniqueId: string, origin: string) {
      const share = await repo.shareById(db, shareUniqueId);
      if (!share) throw notFound('分享不存在');
      return QRCode.toBuffer(shareTarget(share.shareUrl, share.shareUniqueId, origin), {
        type: 'png',
        width: share.miniCodeSize,
        margin: 1,
        errorCorrectionLevel: 'M',
      });
    },
  };
}
