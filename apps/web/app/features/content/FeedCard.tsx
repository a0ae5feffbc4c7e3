import { Link, useLocation } from 'react-router';
import type { FeedItem } from '@shp/contracts';
import { chinaDate } from '../../lib/format';
import { linkWithTrail } from '../../lib/breadcrumb';

/** Where an article opens: brand stories have their own detail page. */
export const feedDetailPath = (item: Pick<FeedItem, 'id' | 'category'>) =>
  item.category === 'brand_story' ? `/brandDetails?id=${item.id}` : `/consDetails?id=${item.id}`;

export const dateOf = chinaDate;

export function FeedCard({ item, eager = false }: { item: FeedItem; eager?: boolean }) {
  const location = useLocation();
  return (
    <Link className="shp-c-card" to={linkWithTrail(feedDetailPath(item), location)} data-testid="feed-card">
      <img src={item.coverUrl} alt="" loading={eager ? undefined : 'lazy'} width={180} height={120} />
      <div>
        <h3>{item.title}</h3>
        <p>{item.summary}</p>
        <div className="shp-c-meta">
          <span className="shp-tag shp-tag-orange">{item.categoryName}</span>
          <span>{item.source}</span>
          <span>{dateOf(item.publishedAt)}</span>
          <span>{item.views} 阅读</span>
        </div>
      </div>
    </Link>
  );
}
