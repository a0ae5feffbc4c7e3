import { Link, useLoaderData, useNavigation, useSearchParams, type LoaderFunctionArgs } from 'react-router';
import { Empty, Segmented, Spin } from 'antd';
import { cloudListOp, conferenceStateSchema } from '@shp/contracts';
import { load } from '../../lib/server-data';
import { withParams } from '../../lib/query-filter';
import { readPagerQuery, usePagerQuery } from '../../hooks/use-pager-query';
import { Breadcrumbs } from '../../components/Breadcrumbs';
import { Pager } from '../../components/Pager';
import { ConferenceCard } from '../../features/conferences/ConferenceCard';
import '../../styles/content.css';
import { PastLastPage } from '../../components/PastLastPage';

/** /cloudList (云招商会) and /cloudLecture (云讲堂): one list, the kind from the path. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const kind = url.pathname.toLowerCase() === '/cloudlecture' ? ('lecture' as const) : ('conference' as const);
  const parsed = conferenceStateSchema.safeParse(url.searchParams.get('state'));
  const state = parsed.success ? parsed.data : undefined;
  const { page, pageSize } = readPagerQuery(url.searchParams);
  return { kind, state: state ?? 'all', result: await load(context, cloudListOp, { kind, state }, { pageNum: page, pageSize }) };
}

const STATES = [
  { label: '全部', value: 'all' },
  { label: '即将开始', value: 'upcoming' },
  { label: '直播中', value: 'live' },
  { label: '已结束', value: 'ended' },
];

export default function CloudList() {
  const { kind, state, result } = useLoaderData<typeof loader>();
  const [search, setSearch] = useSearchParams();
  const navigation = useNavigation();
  const { page, pageSize, setPage, hrefFor } = usePagerQuery();
  const name = kind === 'lecture' ? '云讲堂' : '云招商会';
  return (
    <div className="shp-container">
      <Breadcrumbs trail={[{ title: '云招商会', to: '/cloudIndex' }]} current={kind === 'lecture' ? '云讲堂' : undefined} />
      <h1 className="shp-page-title">{name}</h1>
      <Segmented
        style={{ marginBottom: 16 }}
        value={state}
        // A new state starts at page 1 with the page size the visitor chose.
        onChange={(v) => setSearch((prev) => withParams(prev, { state: v === 'all' ? undefined : String(v) }), { preventScrollReset: true })}
        options={STATES}
      />
      <Spin spinning={navigation.state === 'loading'} description="加载中…">
        {result.list.length === 0 && result.total > 0 ? (
          <PastLastPage onFirst={() => setPage(1, pageSize)} />
        ) : result.list.length === 0 ? (
          // Under a state, say which: 暂无云招商会 read as if there were none at all.
          <Empty description={state === 'all' ? `暂无${name}` : `暂无${STATES.find((x) => x.value === state)?.label ?? ''}的${name}`}>
            {state !== 'all' && <Link to={{ search: `?${withParams(search, { state: undefined })}` }}>查看全部{name}</Link>}
          </Empty>
        ) : (
          <div className="shp-c-grid">
            {result.list.map((c) => (
              <ConferenceCard key={c.id} c={c} />
            ))}
          </div>
        )}
      </Spin>
      <Pager total={result.total} page={page} pageSize={pageSize} onChange={setPage} hrefFor={hrefFor} scrollOnPageChange />
    </div>
  );
}
