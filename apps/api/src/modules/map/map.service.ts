import { MAP_LIMITS, type MallFilter, type MapArea, type MapPlace, type MapResult, type ShopFilter } from '@shp/contracts';
import type { Db } from '../../db/client.js';
import type { CallContext } from '../../lib/call-context.js';
import { lookups, type Lookups } from '../../lib/lookups.js';
import type { SpaceFilter } from '../spaces/spaces.repository.js';
import * as repo from './map.repository.js';
import { outlineCentres } from './district-outlines.js';
import { snapToCells } from './map-cells.js';

export function createMapService(db: Db) {
  const districtCentres = async (cityCode: string) => (await outlineCentres(cityCode)) ?? repo.districtCentres(db, cityCode);

  /**
   * One viewport: the layer (clusters below MAP_LIMITS.pointsZoom, else the points themselves) and
   * the page of the list in view. Near a place the list is nearest first.
   */
  async function search(src: repo.MapSource, area: MapArea, ctx: CallContext): Promise<MapResult> {
    const { pageNum, pageSize } = ctx.pageParam;
    const offset = (pageNum - 1) * pageSize;
    // The count in view comes first: it chooses how the list page reads the view (repo.listShape).
    if (area.zoom < MAP_LIMITS.pointsZoom) {
      // Clusters cover whole grid cells, so the list and its total cover the same ground.
      const cells = snapToCells(area);
      const clusters = await repo.clusters(db, src, cells);
      const total = clusters.reduce((n, c) => n + c.count, 0);
      const shape = await repo.listShape(db, src, cells, total, offset + pageSize);
      const list = await repo.points(db, src, cells, pageSize, offset, true, shape);
      return { mode: 'clusters', clusters, points: [], truncated: false, list, total: Math.min(total, 10000), pageNum, pageSize };
    }
    const total = await repo.countIn(db, src, area);
    const [points, list] = await Promise.all([
      repo.points(db, src, area, MAP_LIMITS.maxPoints + 1, 0, Boolean(area.near)),
      repo.listShape(db, src, area, total, offset + pageSize).then((shape) => repo.points(db, src, area, pageSize, offset, true, shape)),
    ]);
    const truncated = points.length > MAP_LIMITS.maxPoints;
    return { mode: 'points', clusters: [], points: points.slice(0, MAP_LIMITS.maxPoints), truncated, list, total, pageNum, pageSize };
  }

  const withLookups =
    <F>(source: (f: F, lk: Lookups) => repo.MapSource) =>
    async (input: { filter: F; area: MapArea }, ctx: CallContext) =>
      search(source(input.filter, await lookups(db)), input.area, ctx);

  return {
    shops: withLookups<ShopFilter>(repo.shopSource),
    malls: withLookups<MallFilter>(repo.mallSource),
    spaces: withLookups<SpaceFilter>(repo.spaceSource),
    /** Places to search near without a geocoder: the city's district centres, then its malls. */
    async places(cityCode: string, keyword?: string): Promise<MapPlace[]> {
      const [centres, malls] = await Promise.all([districtCentres(cityCode), repo.mallPlaces(db, cityCode, keyword)]);
      const districts = centres
        .filter((d) => !keyword || d.name.includes(keyword))
        .map((d) => ({ kind: 'district' as const, id: d.code, name: d.name, lng: d.lng, lat: d.lat }));
      return [...districts, ...malls];
    },
    districtCentres,
  };
}
