import type { Conference, PageParam, Video } from '@shp/contracts';
import type { Db } from '../../db/client.js';
import { notFound } from '../../lib/errors.js';
import * as repo from './conferences.repository.js';
import { cityNames } from '../../lib/regions.js';
import { isoTime } from '../../lib/dates.js';
import { paragraphsOf } from '../../lib/text.js';
import { stateAt, VIDEO_PREFIX } from '../../lib/event-schedule.js';

async function toConferences(db: Db, rows: repo.ConferenceRow[], now: Date): Promise<Conference[]> {
  const names = await cityNames(
    db,
    rows.map((r) => r.cityCode),
  );
  return rows.map((r) => ({
    id: r.id,
    kind: r.kind as 'conference' | 'lecture',
    title: r.title,
    summary: r.summary,
    coverUrl: r.coverUrl,
    speaker: r.speaker,
    speakerTitle: r.speakerTitle,
    cityName: names.get(r.cityCode) ?? '',
    startsAt: isoTime(r.startsAt),
    endsAt: isoTime(r.endsAt),
    state: stateAt(r.startsAt, r.endsAt, now),
    views: r.views,
    videoId: r.videoId,
  }));
}

type VideoRow = NonNullable<Awaited<ReturnType<typeof repo.videoById>>>;
const toVideo = (v: VideoRow): Video => ({
  id: v.id,
  title: v.title,
  summary: v.summary,
  posterUrl: v.posterUrl,
  videoUrl: `${VIDEO_PREFIX}${v.file}`,
  mimeType: v.mimeType,
  durationSec: v.durationSec,
  conferenceId: v.conferenceId,
  views: v.views,
});

export function createConferencesService(db: Db, clock: () => Date = () => new Date()) {
  return {
    async list(input: { kind?: 'conference' | 'lecture'; state?: 'upcoming' | 'live' | 'ended' }, page: PageParam) {
      const now = clock();
      const { rows, total } = await repo.conferencePage(db, input, page, now);
      return { list: await toConferences(db, rows, now), total, pageNum: page.pageNum, pageSize: page.pageSize };
    },

    async detail(id: number) {
      const row = await repo.conferenceById(db, id);
      if (!row) throw notFound('招商会不存在或已下架');
      await repo.bumpConferenceViews(db, id);
      const now = clock();
      const [[item], related, mallNames] = await Promise.all([
        toConferences(db, [{ ...row, views: row.views + 1 }], now),
        repo.conferencesLike(db, id, row.kind).then((r) => toConferences(db, r, now)),
        repo.mallNames(db, row.mallIds),
      ]);
      return { ...item, paragraphs: paragraphsOf(row.content), agenda: row.agenda, mallNames, related };
    },

    async video(id: number) {
      const row = await repo.videoById(db, id);
      if (!row) throw notFound('视频不存在或已下架');
      await repo.bumpVideoViews(db, id);
      const more = await repo.otherVideos(db, id);
      return { ...toVideo({ ...row, views: row.views + 1 }), more: more.map(toVideo) };
    },

    async videos(page: PageParam) {
      const { rows, total } = await repo.videoPage(db, page);
      return { list: rows.map(toVideo), total, pageNum: page.pageNum, pageSize: page.pageSize };
    },
  };
}
