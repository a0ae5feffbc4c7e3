import { useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { DEFAULT_CITY, advertListOp, homeCityCardOp, homeConfigByChannelOp, homeFeedsOp, homeProjectListOp, projectInvestmentRankListOp } from '@shp/contracts';
import { load } from '../lib/server-data';
import { cityOfRequest } from '../features/city/server-city';
import { HomeBanner } from '../features/home/HomeBanner';
import { HomeSearch } from '../features/home/HomeSearch';
import { CityCard, EntryGrid, MallCards, RankingList, SectionHead } from '../features/home/HomeSections';
import { CaseList, HotShops, NewsList } from '../features/home/HomeFeeds';
import { FirstVisitPanels } from './home-first-visit';
import { openConsult } from '../components/frame/SideBar';
import '../features/home/home.css';

/** Home (/): everything for the visitor's city rendered on the server in one pass. */
export async function loader({ context, request }: LoaderFunctionArgs) {
  const city = await cityOfRequest(context, request);
  // SPEC §4: a city without open malls shows Beijing (the browser then switches and says so).
  const cityCode = city.hasMall ? city.cityCode : DEFAULT_CITY.cityCode;
  const [config, banners, featured, ranking, card, feeds] = await Promise.all([
    load(context, homeConfigByChannelOp, { channelCode: 'ch_web' }),
    load(context, advertListOp, { position: 'home_banner', cityCode }),
    load(context, homeProjectListOp, { cityCode, limit: 8 }),
    load(context, projectInvestmentRankListOp, { limit: 10 }),
    load(context, homeCityCardOp, { cityCode }),
    load(context, homeFeedsOp, { cityCode }),
  ]);
  return { config, banners, featured, ranking, card, feeds };
}

export default function Home() {
  const data = useLoaderData<typeof loader>();
  const { config, banners, featured, ranking, card, feeds } = data;
  const sections = config.sections.filter((s) => s.enabled);
  const render = (key: string, title: string, subtitle?: string) => {
    switch (key) {
      case 'banner':
        return <HomeBanner adverts={banners} />;
      case 'entries':
        return (
          <section className="shp-home-sec">
            <SectionHead title={title} subtitle={subtitle} />
            <EntryGrid />
          </section>
        );
      case 'featuredMalls':
        return (
          <section className="shp-home-sec">
            <SectionHead title={featured.nationwide ? `${title} · 全国` : `${title} · ${featured.cityName}`} subtitle={subtitle} more={{ to: '/product' }} />
            <MallCards malls={featured.list} />
          </section>
        );
      case 'ranking':
        return (
          <section className="shp-home-sec">
            <SectionHead title={title} subtitle={subtitle} more={{ to: '/hotInvestment' }} />
            <RankingList items={ranking} />
          </section>
        );
      case 'shops':
        return (
          <section className="shp-home-sec">
            <SectionHead title={title} subtitle={subtitle} more={{ to: '/findShopList?tabcheck=1' }} />
            <HotShops shops={feeds.shops} />
          </section>
        );
      case 'news':
        return (
          <section className="shp-home-sec">
            <SectionHead title={title} subtitle={subtitle} more={{ to: '/consIndex' }} />
            <NewsList news={feeds.news} />
          </section>
        );
      case 'cases':
        return (
          <section className="shp-home-sec">
            <SectionHead title={title} subtitle={subtitle} more={{ to: '/case' }} />
            <CaseList cases={feeds.cases} />
          </section>
        );
      default:
        return null;
    }
  };
  return (
    <div className="shp-home">
      <h1 className="shp-visually-hidden">商铺汇 · 商业地产招商租赁平台</h1>
      <div className="shp-container shp-home-top">
        <HomeSearch hotWords={config.hotWords} />
      </div>
      <div className="shp-container shp-home-hero">
        <div className="shp-home-hero-main">{sections.some((s) => s.key === 'banner') && render('banner', '')}</div>
        <CityCard card={card} onConsult={openConsult} />
      </div>
      <div className="shp-container">
        {sections
          .filter((s) => s.key !== 'banner')
          .map((s) => (
            <div key={s.key} data-section={s.key}>
              {render(s.key, s.title, s.subtitle)}
            </div>
          ))}
      </div>
      <FirstVisitPanels />
    </div>
  );
}
