import { Link } from 'react-router';
import type { HomeFeeds as Feeds } from '@shp/contracts';

export function HotShops({ shops }: { shops: Feeds['shops'] }) {
  if (shops.length === 0) return <p className="shp-empty">该城市暂无在租铺位</p>;
  return (
    <ul className="shp-shop-cards">
      {shops.map((s) => (
        <li key={s.id}>
          <Link to={`/shopDetail?id=${s.id}`}>
            <img src={s.coverUrl} alt="" loading="lazy" width={300} height={180} />
            <h3>{s.title}</h3>
            <p>
              {s.area}㎡ · {s.rentText}
            </p>
            <small>{s.mallName ?? s.districtName}</small>
          </Link>
        </li>
      ))}
    </ul>
  );
}

const CATEGORY: Record<string, string> = { news: '资讯', investment: '招商', policy: '政策' };

export function NewsList({ news }: { news: Feeds['news'] }) {
  if (news.length === 0) return <p className="shp-empty">暂无资讯</p>;
  return (
    <ul className="shp-news">
      {news.map((n) => (
        <li key={n.id}>
          <Link to={`/consDetails?id=${n.id}`}>
            <img src={n.coverUrl} alt="" loading="lazy" width={160} height={100} />
            <div>
              <h3>{n.title}</h3>
              <p>{n.summary}</p>
              <small>
                {CATEGORY[n.category] ?? '资讯'} · {n.publishedAt}
              </small>
            </div>
          </Link>
        </li>
      ))}
    </ul>
  );
}

export function CaseList({ cases }: { cases: Feeds['cases'] }) {
  if (cases.length === 0) return <p className="shp-empty">暂无案例</p>;
  return (
    <ul className="shp-cases">
      {cases.map((k) => (
        <li key={k.id}>
          <Link to={`/case?id=${k.id}`}>
            <img src={k.coverUrl} alt="" loading="lazy" width={300} height={180} />
            <h3>{k.title}</h3>
            <p>{k.summary}</p>
          </Link>
        </li>
      ))}
    </ul>
  );
}
