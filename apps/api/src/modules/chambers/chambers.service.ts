import type { ChamberEvent, PageParam } from '@shp/contracts';
import type { Db } from '../../db/client.js';
import { notFound } from '../../lib/errors.js';
import { stateAt, VIDEO_PREFIX } from '../../lib/event-schedule.js';
import * as repo from './chambers.repository.js';
import { cityNames } from '../../lib/regions.js';
import { isoTime } from '../../lib/dates.js';
import { paragraphsOf } from '../../lib/text.js';

type ChamberRow = Awaited<ReturnType<typeof repo.listChambers>>[number];

async function toChambers(db: Db, rows: ChamberRow[]) {
  const names = await cityNames(
    db,
    rows.map((r) => r.cityCode),
  );
  return rows.map(({ highlights: _h, ...r }) => ({ ...r, eventCount: Number(r.eventCount), cityName: names.get(r.cityCode) ?? '' }));
}

const toEvent = (r: repo.EventRow, now: Date): ChamberEvent => ({
  id: r.id,
  chamberId: r.chamberId,
  chamberName: r.chamberName,
  kind: r.kind as 'visit' | 'live',
  title: r.title,
  summary: r.summary,
  coverUrl: r.coverUrl,
  location: r.location,
  startsAt: isoTime(r.startsAt),
  state: stateAt(r.startsAt, r.endsAt, now),
});

export function createChambersService(db: Db, clock: () => Date = () => new Date()) {
  // A chamber asked for by id or slug must exist: an unknown one is a 404, never an empty list or
  // every chamber's events as if none had been chosen.
  async function chamberIdOf(f: { chamberId?: number; slug?: string }) {
    if (!f.chamberId && !f.slug) return undefined;
    const c = await repo.chamberBy(db, f.chamberId ? { id: f.chamberId } : { slug: f.slug });
    if (!c || (f.slug && c.slug !== f.slug)) throw notFound('商会不存在');
    return c.id;
  }
  return {
    async list() {
      return toChambers(db, await repo.listChambers(db));
    },

    async detail(f: { slug?: string; id?: number }) {
      const row = await repo.chamberBy(db, f);
      if (!row) throw notFound('商会不存在');
      const [c] = await toChambers(db, [row]);
      return { ...c, paragraphs: paragraphsOf(row.intro), highlights: row.highlights };
    },

    async events(f: { chamberId?: number; slug?: string; kind?: 'visit' | 'live' }, page: PageParam) {
      const chamberId = await chamberIdOf(f);
      const { rows, total } = await repo.eventPage(db, { chamberId, kind: f.kind }, page);
      const now = clock();
      return { list: rows.map((r) => toEvent(r, now)), total, pageNum: page.pageNum, pageSize: page.pageSize };
    },

    async eventDetail(id: number) {
      const row = await repo.eventById(db, id);
      if (!row) throw notFound('活动不存在或已下架');
      const now = clock();
      const related = await repo.eventsLike(db, id, row.chamberId);
      return {
        ...toEvent(row, now),
        paragraphs: paragraphsOf(row.content),
        chamberSlug: row.chamberSlug,
        videoUrl: row.videoFile ? `${VIDEO_PREFIX}${row.videoFile}` : null,
        posterUrl: row.videoFile ? row.posterUrl : null,
        related: related.map((r) => toEvent(r, now)),
      };
    },
  };
}
