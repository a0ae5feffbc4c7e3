import { and, asc, desc, eq, ne, sql } from 'drizzle-orm';
import type { PageParam } from '@shp/contracts';
import type { Db } from '../../db/client.js';
import { chamberEvents, chambers, PUBLISHED, videos } from '../../db/schema/index.js';
import { countOf, offsetOf } from '../../lib/paging.js';

const chamberColumns = {
  id: chambers.id,
  slug: chambers.slug,
  name: chambers.name,
  cityCode: chambers.cityCode,
  intro: chambers.intro,
  president: chambers.president,
  memberCount: chambers.memberCount,
  foundedYear: chambers.foundedYear,
  coverUrl: chambers.coverUrl,
  phone: chambers.phone,
  address: chambers.address,
  highlights: chambers.highlights,
  eventCount: sql<number>`(select count(*)::int from chamber_events e where e.chamber_id = chambers.id and e.status = ${PUBLISHED})`,
};

export async function listChambers(db: Db) {
  return db.select(chamberColumns).from(chambers).orderBy(asc(chambers.sort), asc(chambers.id));
}

export async function chamberBy(db: Db, f: { slug?: string; id?: number }) {
  const [row] = await db
    .select(chamberColumns)
    .from(chambers)
    .where(f.id ? eq(chambers.id, f.id) : eq(chambers.slug, f.slug ?? ''));
  return row;
}

const eventColumns = {
  id: chamberEvents.id,
  chamberId: chamberEvents.chamberId,
  chamberName: chambers.name,
  chamberSlug: chambers.slug,
  kind: chamberEvents.kind,
  title: chamberEvents.title,
  summary: chamberEvents.summary,
  coverUrl: chamberEvents.coverUrl,
  location: chamberEvents.location,
  startsAt: chamberEvents.startsAt,
  endsAt: chamberEvents.endsAt,
};
export type EventRow = {
  id: number;
  chamberId: number;
  chamberName: string;
  chamberSlug: string;
  kind: string;
  title: string;
  summary: string;
  coverUrl: string;
  location: string;
  startsAt: Date;
  endsAt: Date;
};

export async function eventPage(db: Db, f: { chamberId?: number; kind?: string }, page: PageParam) {
  const where = and(
    eq(chamberEvents.status, PUBLISHED),
    f.chamberId ? eq(chamberEvents.chamberId, f.chamberId) : undefined,
    f.kind ? eq(chamberEvents.kind, f.kind) : undefined,
  );
  const { limit, offset } = offsetOf(page);
  const [rows, total] = await Promise.all([
    db
      .select(eventColumns)
      .from(chamberEvents)
      .innerJoin(chambers, eq(chambers.id, chamberEvents.chamberId))
      .where(where)
      .orderBy(desc(chamberEvents.startsAt), asc(chamberEvents.id))
      .limit(limit)
      .offset(offset),
    countOf(db, chamberEvents, where),
  ]);
  return { rows: rows as EventRow[], total };
}

export async function eventById(db: Db, id: number) {
  const [row] = await db
    .select({ ...eventColumns, content: chamberEvents.content, videoFile: videos.file, posterUrl: videos.posterUrl })
    .from(chamberEvents)
    .innerJoin(chambers, eq(chambers.id, chamberEvents.chamberId))
    .leftJoin(videos, eq(videos.id, chamberEvents.videoId))
    .where(and(eq(chamberEvents.id, id), eq(chamberEvents.status, PUBLISHED)));
  return row as (EventRow & { content: string; videoFile: string | null; posterUrl: string | null }) | undefined;
}

export async function eventsLike(db: Db, id: number, chamberId: number, limit = 4) {
  return (await db
    .select(eventColumns)
    .from(chamberEvents)
    .innerJoin(chambers, eq(chambers.id, chamberEvents.chamberId))
    .where(and(eq(chamberEvents.status, PUBLISHED), eq(chamberEvents.chamberId, chamberId), ne(chamberEvents.id, id)))
    .orderBy(desc(chamberEvents.startsAt))
    .limit(limit)) as EventRow[];
}
