import { Link } from 'react-router';
import type { FeedDetail } from '@shp/contracts';
import { Breadcrumbs } from '../../components/Breadcrumbs';
import { RelatedLinks } from '../../components/RelatedLinks';
import { dateOf, feedDetailPath } from './FeedCard';

/** An article: title, meta, paragraphs (plain text, never HTML), neighbours and related items. */
export function FeedDetailView({ article, share, trail }: { article: FeedDetail; share?: React.ReactNode; trail: { title: string; to: string }[] }) {
  return (
    <div className="shp-container">
      <Breadcrumbs current={article.title} trail={trail} />
      <div className="shp-c-layout">
        <article className="shp-c-panel shp-c-article">
          <div className="shp-c-head">
            <h1 className="shp-page-title">{article.title}</h1>
            {share}
          </div>
          <div className="shp-c-meta" style={{ marginBottom: 16 }}>
            <span className="shp-tag shp-tag-orange">{article.categoryName}</span>
            <span>来源：{article.source}</span>
            <span>作者：{article.author}</span>
            <span>{dateOf(article.publishedAt)}</span>
            <span>{article.views} 阅读</span>
          </div>
          <img className="shp-c-cover" src={article.coverUrl} alt="" />
          {article.paragraphs.map((p, i) => (
            <p key={i}>{p}</p>
          ))}
          {(article.mallName || article.brandName) && (
            <p className="shp-c-meta">
              {article.mallName && article.mallId && <Link to={`/productDetail?id=${article.mallId}`}>相关商场：{article.mallName}</Link>}
              {article.brandName && article.brandId && <Link to={`/BrandDetail?id=${article.brandId}`}>相关品牌：{article.brandName}</Link>}
            </p>
          )}
          <div className="shp-c-meta" style={{ justifyContent: 'space-between', marginTop: 24 }}>
            <span>
              上一篇：{article.prev ? <Link to={feedDetailPath({ id: article.prev.id, category: article.category })}>{article.prev.title}</Link> : '没有了'}
            </span>
            <span>
              下一篇：{article.next ? <Link to={feedDetailPath({ id: article.next.id, category: article.category })}>{article.next.title}</Link> : '没有了'}
            </span>
          </div>
        </article>
        <aside className="shp-c-panel">
          <h2>相关推荐</h2>
          <RelatedLinks items={article.related} href={feedDetailPath} meta={(r) => dateOf(r.publishedAt)} empty="暂无相关内容" />
        </aside>
      </div>
    </div>
  );
}
