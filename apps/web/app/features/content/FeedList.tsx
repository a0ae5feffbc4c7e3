import { useNavigation } from 'react-router';
import { Empty, Spin } from 'antd';
import type { FeedItem, Page } from '@shp/contracts';
import { Pager } from '../../components/Pager';
import { usePagerQuery } from '../../hooks/use-pager-query';
import { FeedCard } from './FeedCard';

/** A page of articles with the shared pager; page and size live in the URL. */
export function FeedList({ result, emptyText = '暂无资讯' }: { result: Page<FeedItem>; emptyText?: string }) {
  const navigation = useNavigation();
  const { page, pageSize, setPage } = usePagerQuery();
  return (
    <Spin spinning={navigation.state === 'loading'} description="加载中…">
      {result.list.length === 0 ? <Empty description={result.total > 0 ? '这一页没有更多了' : emptyText} /> : result.list.map((a) => <FeedCard key={a.id} item={a} />)}
      <Pager total={result.total} page={page} pageSize={pageSize} onChange={setPage} scrollOnPageChange />
    </Spin>
  );
}
