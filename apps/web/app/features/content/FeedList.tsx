import { useNavigation } from 'react-router';
import type { FeedItem, Page } from '@shp/contracts';
import { BusyArea } from '../../components/BusyArea';
import { EmptyState } from '../../components/EmptyState';
import { Pager } from '../../components/Pager';
import { usePagerQuery } from '../../hooks/use-pager-query';
import { FeedCard } from './FeedCard';

/** Cards whose cover is likely on the first screen: their images load at once, the rest lazily. */
const EAGER_CARDS = 2;

/**
 * A page of articles with the shared pager; page and size live in the URL. Plain markup: it is the
 * first view of /consIndex (decision 009).
 */
export function FeedList({
  result,
  emptyText = '暂无资讯',
  emptyAction,
  heading,
}: {
  result: Page<FeedItem>;
  emptyText?: string;
  /** The way out of an empty list (e.g. clear the search); plain markup. */ emptyAction?: React.ReactNode;
  heading?: string;
}) {
  const navigation = useNavigation();
  const { page, pageSize, setPage, hrefFor } = usePagerQuery();
  return (
    <BusyArea busy={navigation.state === 'loading'}>
      {/* Names the list for screen readers and keeps heading levels in order (h1 → h2 → the cards' h3). */}
      {heading && <h2 className="shp-visually-hidden">{heading}</h2>}
      {result.list.length === 0 ? (
        <EmptyState description={result.total > 0 ? '这一页没有更多了' : emptyText}>
          {/* A page past the end (an old link): the list is fine, the page is not. Plain markup: /consIndex loads no antd. */}
          {result.total > 0 ? (
            <button type="button" className="shp-btn" onClick={() => setPage(1, pageSize)}>
              回到第一页
            </button>
          ) : (
            emptyAction
          )}
        </EmptyState>
      ) : (
        <div>
          {result.list.map((a, i) => (
            <FeedCard key={a.id} item={a} eager={i < EAGER_CARDS} />
          ))}
        </div>
      )}
      <Pager total={result.total} page={page} pageSize={pageSize} onChange={setPage} hrefFor={hrefFor} scrollOnPageChange />
    </BusyArea>
  );
}
