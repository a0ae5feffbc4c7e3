import { Link, useSearchParams } from 'react-router';
import { Button, Empty, List, Popconfirm, Result, Skeleton, Tabs } from 'antd';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { cancelStoreUpOp, collectCountsOp, consultantCollectOp } from '@shp/contracts';
import { callApi } from '../../lib/api-client';
import { Pager } from '../../components/Pager';
import { PastLastPage } from '../../components/PastLastPage';
import { usePagerQuery } from '../../hooks/use-pager-query';
import { withParams } from '../../lib/query-filter';
import { WithSession } from './with-session';
import { showSuccess } from '../../lib/notify';
import { invalidateOps } from '../../lib/query-keys';
import { COLLECTION_LIST_OPS, collectionCountsQuery, collectionRowsQuery, TABS, type Tab } from '../../features/collections/api/my-collections';

type Counts = Partial<Record<Tab, number>>;

/**
 * The tab to open when the link names none: the first that has items (a member who collected only
 * shops lands on 铺位, not on an empty 商场), else 商场.
 */
export function firstTabWithItems(counts: Counts | null | undefined): Tab {
  return TABS.find((t) => (counts?.[t] ?? 0) > 0) ?? 'mall';
}

/**
 * Collected malls, shops, spaces, brands and consultants (the find engineer's collection calls); remove from here. Tab
 * (`tab`) and page live in the URL, so Back from a collected shop shows the same tab and page.
 */
function MyCollection({ token }: { token: string }) {
  const qc = useQueryClient();
  const [search, setSearch] = useSearchParams();
  const { page: pageNum, pageSize, setPage } = usePagerQuery();
  const page = { pageNum, pageSize };
  // Collected on detail pages, outside the centre: each visit asks again, or a mall collected a
  // moment ago was missing here (暂无收藏) for as long as the app keeps answers fresh.
  const counts = useQuery(collectionCountsQuery(token));
  // A tab in the URL (a link, Back, a click) is kept as it is; without one the page waits for the
  // counts and opens the first tab that has items. A clicked tab is always written to the URL, even
  // 商场, so a choice is never overruled by the counts.
  const urlTab = (TABS as readonly string[]).includes(search.get('tab') ?? '') ? (search.get('tab') as Tab) : null;
  const tab: Tab | null = urlTab ?? (counts.isPending ? null : firstTabWithItems(counts.data));
  const setTab = (next: Tab) => setSearch((prev) => withParams(prev, { tab: next }), { preventScrollReset: true });
  const q = useQuery({ ...collectionRowsQuery(token, tab ?? 'mall', page), enabled: tab !== null });

  async function remove(id: number) {
    try {
      // Consultants are collected through their own call (their pages use it too).
      if (!tab) return;
      if (tab === 'consultant') await callApi(consultantCollectOp, { consultantId: id, collect: false });
      else await callApi(cancelStoreUpOp, { targetType: tab, targetId: id });
      showSuccess('已取消收藏');
      await invalidateOps(qc, [collectCountsOp, ...Object.values(COLLECTION_LIST_OPS)], token);
    } catch {
      // shown by callApi
    }
  }

  const label = (text: string, n?: number) => (n ? `${text}（${n}）` : text);
  return (
    <div className="pc-card">
      <h1 className="pc-title">我的收藏</h1>
      <Tabs
        activeKey={tab ?? undefined}
        onChange={(k) => setTab(k as Tab)}
        items={[
          { key: 'mall', label: label('商场', counts.data?.mall) },
          { key: 'shop', label: label('铺位', counts.data?.shop) },
          { key: 'space', label: label('场地', counts.data?.space) },
          // Brands collected on a brand page are listed here too; they had no tab and were nowhere to be found.
          { key: 'brand', label: label('品牌', counts.data?.brand) },
          // Consultants collected on /consultantDetail were listed nowhere.
          { key: 'consultant', label: label('顾问', counts.data?.consultant) },
        ]}
      />
      {q.isPending ? (
        <Skeleton active />
      ) : q.isError ? (
        <Result status="warning" title="收藏加载失败" extra={<Button onClick={() => void q.refetch()}>重试</Button>} />
      ) : q.data.total === 0 ? (
        <Empty description="暂无收藏" />
      ) : q.data.list.length === 0 ? (
        <PastLastPage onFirst={() => setPage(1, pageSize)} />
      ) : (
        <>
          <List
            dataSource={q.data.list}
            renderItem={(r) => (
              <List.Item
                actions={[
                  // eslint-disable-next-line @typescript-eslint/no-misused-promises -- antd's Popconfirm awaits onConfirm (its OK button loads until the promise settles)
                  <Popconfirm key="r" title="取消收藏？" okText="确定" cancelText="再想想" onConfirm={() => remove(r.id)}>
                    <Button type="link" danger>
                      取消收藏
                    </Button>
                  </Popconfirm>,
                ]}
              >
                <List.Item.Meta
                  avatar={<img src={r.cover} alt="" width={80} height={60} style={{ objectFit: 'cover', borderRadius: 6 }} />}
                  title={<Link to={r.link}>{r.title}</Link>}
                  description={r.sub}
                />
              </List.Item>
            )}
          />
          <Pager total={q.data.total} page={pageNum} pageSize={pageSize} onChange={setPage} />
        </>
      )}
    </div>
  );
}

export default function MyCollectionPage() {
  return <WithSession>{(token) => <MyCollection token={token} />}</WithSession>;
}
