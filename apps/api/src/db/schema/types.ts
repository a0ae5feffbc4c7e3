import { customType } from 'drizzle-orm/pg-core';

/** Drizzle has no tsvector: the API writes it from jieba-segmented text (ARCHITECTURE: Chinese search). */
export const tsvector = customType<{ data: string }>({
  dataType() {
    return 'tsvector';
  },
});

/** A PostgreSQL `box` (GiST-indexable bounding box); written and read as SQL, never as a JS value. */
export const box = customType<{ data: string }>({
  dataType() {
    return 'box';
  },
});

/** A PostgreSQL `polygon`; written and read as SQL text `((x,y),…)`. */
export const polygon = customType<{ data: string }>({
  dataType() {
    return 'polygon';
  },
});

/** Publication state shared by every piece of public content. */
export const PUBLISHED = 'published';
