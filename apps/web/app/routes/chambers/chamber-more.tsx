import { data, useLoaderData, useNavigation, useSearchParams, type LoaderFunctionArgs } from 'react-router';
import { Button, Empty, Result, Segmented, Select, Space, Spin } from 'antd';
import { chamberEventListOp, chamberListOp } from '@shp/contracts';
import { load } from '../../lib/server-data';
import { withParams } from '../../lib/query-filter';
import { readPagerQuery, usePagerQuery } from '../../hooks/use-pager-query';
import { Breadcrumbs } from '../../components/Breadcrumbs';
import { ButtonLink } from '../../components/ButtonLink';
import { Pager } from '../../components/Pager';
import { EventCard } from '../../features/chambers/EventCard';
import '../../styles/content.css';
import { PastLastPage } from '../../components/PastLastPage';

/** /chamberMore: every chamber's events, by chamber and kind. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const q = new URL(request.url).searchParams;
  const chambers = await load(context, chamberListOp, {});
  const asked = q.get('chamber')?.trim().toLowerCase() || undefined;
  const slug = chambers.some((c) => c.slug === asked) ? asked : undefined;
  const kind = q.get('kind') === 'live' ? ('live' as const) : q.get('kind') === 'visit' ? ('visit' as const) : undefined;
  // A link naming a chamber we do not have says so (404) rather than listing every chamber's events.
  if (asked && !slug) return data({ chambers, events: null, slug, kind: kind ?? 'all' }, { status: 404 });
  const { page, pageSize } = readPagerQuery(q);
  const events = await load(context, chamberEventListOp, { slug, kind }, { pageNum: page, pageSize });
  return { chambers, events, slug, kind: kind ?? 'all' };
}

export default function ChamberMore() {
  const { chambers, events, slug, kind } = useLoaderData<typeof loader>();
  const [search, setSearch] = useSearchParams();
  const navigation = useNavigation();
  const { page, pageSize, setPage, hrefFor } = usePagerQuery();
  const set = (v: Record<string, string | undefined>) => setSearch((prev) => withParams(prev, { ...v, page: undefined }), { preventScrollReset: true });
  return (
    <div className="shp-container">
      <Breadcrumbs trail={[{ title: '走进商会', to: '/visitChamberCommerce' }]} />
      {/* A chamber's tile on 走进商会 opens this list filtered to it: the heading names the chamber. */}
      <h1 className="shp-page-title">{chambers.find((c) => c.slug === slug)?.name ?? '商会'}活动</h1>
      <Space wrap style={{ marginBottom: 16 }}>
        <Select
          allowClear
          placeholder="全部商会"
          value={slug}
          style={{ width: 160 }}
          onChange={(v) => set({ chamber: v })}
          options={chambers.map((c) => ({ value: c.slug, label: c.name }))}
          aria-label="商会"
        />
        <Segmented
          value={kind}
          onChange={(v) => set({ kind: v === 'all' ? undefined : String(v) })}
          options={[
            { label: '全部', value: 'all' },
            { label: '走进商会', value: 'visit' },
            { label: '直播', value: 'live' },
          ]}
        />
      </Space>
      <Spin spinning={navigation.state === 'loading'} description="加载中…">
        {!events ? (
          <Result
            status="404"
            title="未找到该商会"
            subTitle="链接中的商会不存在或已下线，您可以查看全部商会的活动。"
            extra={[
              <ButtonLink key="all" type="primary" to={{ search: `?${withParams(search, { chamber: undefined })}` }}>
                查看全部商会活动
              </ButtonLink>,
              <ButtonLink key="chambers" to="/visitChamberCommerce">
                走进商会
              </ButtonLink>,
            ]}
          />
        ) : events.list.length === 0 && events.total > 0 ? (
          <PastLastPage onFirst={() => setPage(1, pageSize)} />
        ) : events.list.length === 0 && (slug || kind !== 'all') ? (
          // A chamber with no event of this kind: the way on is to widen the filter, not a dead end.
          <Empty description="没有符合条件的活动，试试其他商会或活动类型">
            <Button onClick={() => set({ chamber: undefined, kind: undefined })}>清空筛选</Button>
          </Empty>
        ) : events.list.length === 0 ? (
          <Empty description="暂无活动" />
        ) : (
          events.list.map((e) => <EventCard key={e.id} e={e} />)
        )}
      </Spin>
      {events && <Pager total={events.total} page={page} pageSize={pageSize} onChange={setPage} hrefFor={hrefFor} scrollOnPageChange />}
    </div>
  );
}
