import { and, asc, desc, eq, gt, inArray, lte, ne, sql, type SQL } from 'drizzle-orm';
import type { PageParam } from '@shp/contracts';
import type { Db } from '../../db/client.js';
import { conferences, malls, PUBLISHED, videos } from '../../db/schema/index.js';
import { countOf, offsetOf } from '../../lib/paging.js';

const columns = {
  id: conferences.id,
  kind: conferences.kind,
  title: conferences.title,
  summary: conferences.summary,
  coverUrl: conferences.coverUrl,
  speaker: conferences.speaker,
  speakerTitle: conferences.speakerTitle,
  cityCode: conferences.cityCode,
  startsAt: conferences.startsAt,
  endsAt: conferences.endsAt,
  views: conferences.views,
  videoId: conferences.videoId,
};
export type ConferenceRow = {
  id: number;
  kind: string;
  title: string;
  summary: string;
  coverUrl: string;
  speaker: string;
  speakerTitle: string;
  cityCode: string;
  startsAt: Date;
  endsAt: Date;
  views: number;
  videoId: number | null;
};

export async function conferencePage(db: Db, f: { kind?: string; state?: 'upcoming' | 'live' | 'ended' }, page: PageParam, now: Date) {
  const conds: (SQL | undefined)[] = [eq(conferences.status, PUBLISHED)];
  if (f.kind) conds.push(eq(conferences.kind, f.kind));
  if (f.state === 'upcoming') conds.push(gt(conferences.startsAt, now));
  if (f.state === 'live') conds.push(and(lte(conferences.startsAt, now), gt(conferences.endsAt, now)));
  if (f.state === 'ended') conds.push(lte(conferences.endsAt, now));
  const where = and(...conds);
  // Upcoming and live first (soonest first), then the ended ones, latest first.
  const order = [
    sql`case when ${conferences.endsAt} > ${now} then 0 else 1 end`,
    sql`case when ${conferences.endsAt} > ${now} then ${conferences.startsAt} end asc`,
    desc(conferences.startsAt),
    asc(conferences.id),
  ];
  const { limit, offset } = offsetOf(page);
  const [rows, total] = await Promise.all([
    db
      .select(columns)
      .from(conferences)
      .where(where)
      .orderBy(...order)
      .limit(limit)
      .offset(offset),
    countOf(db, conferences, where),
  ]);
  return { rows: rows as ConferenceRow[], total };
}

export async function conferenceById(db: Db, id: number) {
  const [row] = await db
    .select({ ...columns, content: conferences.content, agenda: conferences.agenda, mallIds: conferences.mallIds })
    .from(conferences)
    .where(and(eq(conferences.id, id), eq(conferences.status, PUBLISHED)));
  return row;
}

export async function bumpConferenceViews(db: Db, id: number) {
  await db
    .update(conferences)
    .set({ views: sql`${conferences.views} + 1` })
    .where(eq(conferences.id, id));
}

export async function conferencesLike(db: Db, id: number, kind: string, limit = 4) {
  return (await db
    .select(columns)
    .from(conferences)
    .where(and(eq(conferences.status, PUBLISHED), eq(conferences.kind, kind), ne(conferences.id, id)))
    .orderBy(desc(conferences.startsAt), asc(conferences.id))
    .limit(limit)) as ConferenceRow[];
}

export async function mallNames(db: Db, ids: number[]) {
  if (!ids.length) return [];
  const rows = await db.select({ id: malls.id, name: malls.name }).from(malls).where(inArray(malls.id, ids));
  const byId = new Map(rows.map((r) => [r.id, r.name]));
  return ids.map((i) => byId.get(i)).filter((n): n is string => Boolean(n));
}

export async function videoPage(db: Db, page: PageParam) {
  const where = eq(videos.status, PUBLISHED);
  const { limit, offset } = offsetOf(page);
  const [rows, total] = await Promise.all([
    db.select().from(videos).where(where).orderBy(desc(videos.createdAt), asc(videos.id)).limit(limit).offset(offset),
    countOf(db, videos, where),
  ]);
  return { rows, total };
}

export async function videoById(db: Db, id: number) {
  const [row] = await db
    .select()
    .from(videos)
    .where(and(eq(videos.id, id), eq(videos.status, PUBLISHED)));
  return row;
}

export async function bumpVideoViews(db: Db, id: number) {
  await db
    .update(videos)
    .set({ views: sql`${videos.views} + 1` })
    .where(eq(videos.id, id));
}

export async function otherVideos(db: Db, id: number, limit = 4) {
  return db
    .select()
    .from(videos)
    .where(and(eq(videos.status, PUBLISHED), ne(videos.id, id)))
    .orderBy(desc(videos.createdAt), asc(videos.id))
    .limit(limit);
}
