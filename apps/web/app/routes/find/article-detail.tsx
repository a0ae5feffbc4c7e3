import { Link, useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { Breadcrumb, Result } from 'antd';
import { PageHeading } from '../../components/PageHeading';
import { articleDetailOp } from '@shp/contracts';
import { chinaDate } from '../../lib/format';
import { load } from '../../lib/server-data';
import { num } from '../../lib/query-filter';
import { ButtonLink } from '../../components/ButtonLink';
import { PlainTag } from '../../components/PlainTag';

export async function loader({ request, context }: LoaderFunctionArgs) {
  const id = num(new URL(request.url).searchParams.get('id'));
  return { a: id ? await load(context, articleDetailOp, { id }) : null };
}

export default function ArticleDetail() {
  const { a } = useLoaderData<typeof loader>();
  if (!a)
    return (
      <Result
        status="info"
        title={<PageHeading>请选择要阅读的文章</PageHeading>}
        extra={
          <ButtonLink to="/product" type="primary">
            去找商场
          </ButtonLink>
        }
      />
    );
  return (
    <div className="shp-container" style={{ maxWidth: 860 }}>
      <Breadcrumb
        style={{ margin: '16px 0' }}
        items={[
          { title: <Link to="/">首页</Link> },
          ...(a.mall ? [{ title: <Link to={`/shoppingMallDetail?id=${a.mall.id}`}>{a.mall.name}</Link> }] : []),
          { title: '文章详情' },
        ]}
      />
      <article className="shp-panel">
        <h1 style={{ fontSize: 24 }}>{a.title}</h1>
        <p className="shp-find-muted">
          {a.source} · {a.author} · {chinaDate(a.publishedAt)} · 阅读 {a.views}
        </p>
        <img src={a.coverUrl} alt={a.title} style={{ width: '100%', height: 'auto', borderRadius: 6 }} width={800} height={500} />
        {a.paragraphs.map((p, i) => (
          <p key={i} style={{ lineHeight: 1.9, fontSize: 16 }}>
            {p}
          </p>
        ))}
        <div>
          {a.tags.map((t) => (
            <PlainTag key={t}>{t}</PlainTag>
          ))}
        </div>
      </article>
      {a.related.length > 0 && (
        <section className="shp-panel">
          <h2>相关文章</h2>
          {a.related.map((r) => (
            <p key={r.id}>
              <Link to={`/articleDetail?id=${r.id}`}>{r.title}</Link> <span className="shp-find-muted">{chinaDate(r.publishedAt)}</span>
            </p>
          ))}
        </section>
      )}
    </div>
  );
}
