import type { ReactNode } from 'react';
import { Link } from 'react-router';

/**
 * The list of other items beside a detail page (相关推荐, 更多回放, 其他活动…): a link a line with an
 * optional meta line under it, or `empty` when there are none (a heading over nothing reads as a
 * page that failed to load).
 */
export function RelatedLinks<T extends { id: number; title: string }>({
  items,
  href,
  meta,
  empty,
}: {
  items: readonly T[];
  href: (item: T) => string;
  meta?: (item: T) => ReactNode;
  empty: string;
}) {
  if (items.length === 0) return <p className="shp-c-meta">{empty}</p>;
  return (
    <ul className="shp-c-related">
      {items.map((item) => (
        <li key={item.id}>
          <Link to={href(item)}>{item.title}</Link>
          {meta && <div className="shp-c-meta">{meta(item)}</div>}
        </li>
      ))}
    </ul>
  );
}
