import { shareTrackCodes } from '@shp/contracts';
import type { Db } from '../../db/client.js';
import type { CallContext } from '../../lib/call-context.js';
import * as repo from './analytics.repository.js';

type EventInput = { type: 'page' | 'share'; pageName: string; path: string; title?: string; regionId: string; referrer?: string; shareUniqueId?: string };

export function createAnalyticsService(db: Db) {
  return {
    /** User and share/clue fields come from the session and the call wrapper, never from the event body. */
    async track(events: EventInput[], ctx: CallContext) {
      const w = ctx.wrapper;
      const rows = events.map((e) => {
        const [pageCode, moduleCode, eventCode] = shareTrackCodes(e.pageName);
        return {
          type: e.type,
          pageName: e.pageName,
          pageCode,
          moduleCode,
          eventCode,
          path: e.path,
          title: e.title ?? null,
          regionId: e.regionId,
          userId: ctx.member?.userId ?? null,
          shareChannel: w.shareChannel ?? null,
          shareId: w.shareId ?? null,
          clueUniqueId: w.clueUniqueId ?? null,
          clueQrId: w.clueQrId ?? null,
          clickId: w.clickId ?? null,
          shareUniqueId: e.shareUniqueId ?? null,
          referrer: e.referrer ?? null,
        };
      });
      return { accepted: await repo.insertEvents(db, rows) };
    },
  };
}
