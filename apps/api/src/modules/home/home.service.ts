import { CHANNEL_CODE, type Advert, type CityCard, type HomeChannelConfig, type InvestmentRankItem } from '@shp/contracts';
import type { Db } from '../../db/client.js';
import { notFound } from '../../lib/errors.js';
import * as repo from './home.repository.js';
import { rentText } from '../../lib/money.js';
import { isoDay } from '../../lib/dates.js';

/** Used when a channel has no stored layout, so the home page never renders empty. */
const DEFAULT_SECTIONS: HomeChannelConfig['sections'] = [
  { key: 'banner', title: '焦点推荐', enabled: true },
  { key: 'entries', title: '找铺找场 一站服务', enabled: true },
  { key: 'featuredMalls', title: '精选商场', enabled: true },
  { key: 'ranking', title: '招商热度榜', enabled: true },
  { key: 'shops', title: '热门铺位', enabled: true },
  { key: 'news', title: '商业资讯', enabled: true },
  { key: 'cases', title: '精彩案例', enabled: true },
];

export function createHomeService(db: Db) {
  return {
    async config(channelCode: string): Promise<HomeChannelConfig> {
      const row = (await repo.findHomeConfig(db, channelCode)) ?? (await repo.findHomeConfig(db, CHANNEL_CODE));
      return {
        channelCode: row?.channelCode ?? CHANNEL_CODE,
        sections: row?.config.sections ?? DEFAULT_SECTIONS,
        hotWords: row?.config.hotWords ?? [],
      };
    },

    async adverts(position: string, cityCode: string | undefined): Promise<Advert[]> {
      return repo.listAdverts(db, position, cityCode, new Date());
    },

    async featured(cityCode: string, limit: number) {
      const city = await repo.cityName(db, cityCode);
      if (!city) throw notFound('城市不存在');
      const list = await repo.featuredMalls(db, cityCode, limit);
      if (list.length) return { cityCode, cityName: city.name, nationwide: false, list };
      return { cityCode, cityName: city.name, nationwide: true, list: await repo.featuredMalls(db, null, limit) };
    },

    async ranking(cityCode: string | undefined, limit: number): Promise<InvestmentRankItem[]> {
      const list = await repo.rankedMalls(db, cityCode, limit);
      return list.map((m, i) => ({
        rank: i + 1,
        id: m.id,
        name: m.name,
        cityName: m.cityName,
        districtName: m.districtName,
        coverUrl: m.coverUrl,
        openStatus: m.openStatus,
        investmentScore: m.investmentScore,
        vacantShops: m.vacantShops,
      }));
    },

    async cityCard(cityCode: string): Promise<CityCard> {
      const city = await repo.cityName(db, cityCode);
      if (!city) throw notFound('城市不存在');
      return { cityCode, cityName: city.name, provinceName: city.province, ...(await repo.cityCounts(db, cityCode)) };
    },

    async feeds(cityCode: string) {
      const [shops, news, cases] = await Promise.all([repo.hotShops(db, cityCode, 8), repo.latestNews(db, cityCode, 6), repo.latestCases(db, cityCode, 4)]);
      return {
        shops: shops.map((s) => ({
          id: Number(s.id),
          kind: s.kind,
          title: s.title,
          coverUrl: s.cover_url,
          area: Number(s.area),
          // The shared formatter: the card reads exactly as the unit's list card and detail page.
          rentText: rentText(Number(s.rent), s.rent_unit),
          districtName: s.district_name ?? '',
          mallName: s.mall_name,
        })),
        news: news.map((n) => ({
          id: Number(n.id),
          title: n.title,
          summary: n.summary,
          coverUrl: n.cover_url,
          category: n.category,
          publishedAt: isoDay(n.published_at),
        })),
        cases: cases.map((k) => ({ id: Number(k.id), title: k.title, summary: k.summary, coverUrl: k.cover_url, openedAt: isoDay(k.opened_at) })),
      };
    },
  };
}
