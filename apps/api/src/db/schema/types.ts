import { customType } from 'drizzle-orm/pg-core';

/** Drizzle has no tsvector: the API writes it from jieba-segmented text (ARCHITECTURE: Chinese search). */
export const tsvector = customType<{ data: string }>({
  dataType() {
    return 'tsvector';
  },
});
