import { SITEMAP_KINDS, SITEMAP_URLS_PER_FILE, type SitemapKind } from '@shp/contracts';
import type { Db } from '../../db/client.js';
import * as repo from './sitemap.repository.js';

export function createSitemapService(db: Db) {
  return {
    async summary() {
      return Promise.all(
        SITEMAP_KINDS.map(async (kind) => {
          const parts = await repo.countByPart(db, kind, SITEMAP_URLS_PER_FILE);
          return { kind, count: parts.reduce((n, p) => n + p.count, 0), parts: parts.map((p) => p.part) };
        }),
      );
    },

    async ids(kind: SitemapKind, part: number) {
      return repo.idsBetween(db, kind, (part - 1) * SITEMAP_URLS_PER_FILE, part * SITEMAP_URLS_PER_FILE);
    },
  };
}
