import { useLoaderData, useNavigation, type LoaderFunctionArgs } from 'react-router';
import { Empty } from 'antd';
import { chamberDetailOp, chamberEventListOp } from '@shp/contracts';
import { load } from '../../lib/server-data';
import { readPagerQuery, usePagerQuery } from '../../hooks/use-pager-query';
import { Breadcrumbs } from '../../components/Breadcrumbs';
import { BusyArea } from '../../components/BusyArea';
import { Pager } from '../../components/Pager';
import { PastLastPage } from '../../components/PastLastPage';
import { ChamberSummary } from '../../features/chambers/ChamberSummary';
import { EventCard } from '../../features/chambers/EventCard';
import { ShareButton } from '../../features/share/ShareButton';
import '../../styles/content.css';

/**
 * The per-city chamber pages (/nanjingChamberMore, /yuxiChamberMore, /kashiChamberMore,
 * /changshaChamberMore): one implementation, the chamber is the path's prefix.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const slug = url.pathname
    .slice(1)
    .replace(/ChamberMore$/i, '')
    .toLowerCase();
  const { page, pageSize } = readPagerQuery(url.searchParams);
  const [chamber, events] = await Promise.all([
    load(context, chamberDetailOp, { slug }),
    load(context, chamberEventListOp, { slug }, { pageNum: page, pageSize }),
  ]);
  return { chamber, events };
}

export default function ChamberCity() {
  const { chamber, events } = useLoaderData<typeof loader>();
  const { page, pageSize, setPage, hrefFor } = usePagerQuery();
  const navigation = useNavigation();
  return (
    <div className="shp-container">
      <Breadcrumbs current={chamber.name} trail={[{ title: '走进商会', to: '/visitChamberCommerce' }]} />
      <div className="shp-c-hero shp-c-head">
        <div>
          <h1>{chamber.name}</h1>
          <p>
            {chamber.cityName} · 成立于{chamber.foundedYear}年 · {chamber.memberCount}家会员企业
          </p>
        </div>
        <ShareButton title={chamber.name} />
      </div>
      <div className="shp-c-layout">
        <div>
          <h2>商会活动（{events.total}）</h2>
          {/* Another page of events comes from the server: the current one stays, dimmed, until it arrives. */}
          <BusyArea busy={navigation.state === 'loading'}>
            {events.list.length === 0 && events.total > 0 ? (
              <PastLastPage onFirst={() => setPage(1, pageSize)} />
            ) : events.list.length === 0 ? (
              <Empty description="暂无活动" />
            ) : (
              events.list.map((e) => <EventCard key={e.id} e={e} />)
            )}
            <Pager total={events.total} page={page} pageSize={pageSize} onChange={setPage} hrefFor={hrefFor} scrollOnPageChange />
          </BusyArea>
        </div>
        <ChamberSummary c={chamber} paragraphs={chamber.paragraphs} highlights={chamber.highlights} />
      </div>
    </div>
  );
}
