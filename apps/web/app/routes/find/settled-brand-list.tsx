import { Link, useLoaderData, useSearchParams, type LoaderFunctionArgs } from 'react-router';
import { Avatar, Breadcrumb, Empty, List, Result, Tag } from 'antd';
import { PageHeading } from '../../components/PageHeading';
import { settledBrandListOp } from '@shp/contracts';
import { load } from '../../lib/server-data';
import { num, str, withParams } from '../../lib/query-filter';
import { Pager } from '../../components/Pager';
import { readPagerQuery, usePagerQuery } from '../../hooks/use-pager-query';
import { ButtonLink } from '../../components/ButtonLink';
import { PastLastPage } from '../../components/PastLastPage';

export async function loader({ request, context }: LoaderFunctionArgs) {
  const q = new URL(request.url).searchParams;
  const mallId = num(q.get('mallId'));
  if (!mallId) return { data: null, floor: undefined, formatId: undefined };
  const floor = str(q.get('floor'))?.slice(0, 8);
  const formatId = num(q.get('formatId'));
  const { page, pageSize } = readPagerQuery(q);
  const data = await load(context, settledBrandListOp, { mallId, floor, formatId }, { pageNum: page, pageSize });
  return { data, floor, formatId, mallId };
}

export default function SettledBrandList() {
  const { data, floor, formatId, mallId } = useLoaderData<typeof loader>();
  const [, setSearch] = useSearchParams();
  const { page, pageSize, setPage, hrefFor } = usePagerQuery();
  if (!data)
    return (
      <Result
        status="info"
        title={<PageHeading>请先选择商场</PageHeading>}
        extra={
          <ButtonLink to="/product" type="primary">
            去找商场
          </ButtonLink>
        }
      />
    );
  const set = (v: Record<string, string | undefined>) => setSearch((prev) => withParams(prev, v), { preventScrollReset: true });
  return (
    <div className="shp-container">
      <Breadcrumb
        style={{ margin: '16px 0' }}
        items={[
          { title: <Link to="/product">找商场</Link> },
          { title: <Link to={`/shoppingMallDetail?id=${mallId}`}>{data.mallName}</Link> },
          { title: '入驻品牌' },
        ]}
      />
      <h1 className="shp-page-title">{data.mallName} · 入驻品牌</h1>
      <section className="shp-filter">
        <div className="shp-filter-row">
          <span className="shp-filter-label">楼层</span>
          <div className="shp-filter-options">
            <Tag.CheckableTag checked={!floor} onChange={() => set({ floor: undefined })}>
              全部
            </Tag.CheckableTag>
            {data.floors.map((f) => (
              <Tag.CheckableTag key={f} checked={floor === f} onChange={() => set({ floor: f })}>
                {f}
              </Tag.CheckableTag>
            ))}
          </div>
        </div>
        <div className="shp-filter-row">
          <span className="shp-filter-label">业态</span>
          <div className="shp-filter-options">
            <Tag.CheckableTag checked={!formatId} onChange={() => set({ formatId: undefined })}>
              全部
            </Tag.CheckableTag>
            {data.formats.map((f) => (
              <Tag.CheckableTag key={f.id} checked={formatId === f.id} onChange={() => set({ formatId: String(f.id) })}>
                {f.name}
              </Tag.CheckableTag>
            ))}
          </div>
        </div>
      </section>
      <div className="shp-panel">
        {data.list.length === 0 && data.total > 0 ? (
          <PastLastPage onFirst={() => setPage(1, pageSize)} />
        ) : data.list.length === 0 ? (
          <Empty description="暂无符合条件的入驻品牌" />
        ) : (
          <List
            grid={{ gutter: 12, xs: 1, sm: 2, md: 3, lg: 4 }}
            dataSource={data.list}
            renderItem={(b) => (
              <List.Item>
                <Link to={`/BrandDetail?id=${b.brandId}`} style={{ display: 'flex', gap: 10, alignItems: 'center', textDecoration: 'none' }}>
                  <Avatar shape="square" size={48} src={b.logoUrl} alt={b.name} />
                  <div>
                    <strong>{b.name}</strong>
                    <div className="shp-find-muted">
                      {b.format} · {b.floor} · {b.openedAt}入驻
                    </div>
                  </div>
                </Link>
              </List.Item>
            )}
          />
        )}
      </div>
      <Pager total={data.total} page={page} pageSize={pageSize} onChange={setPage} hrefFor={hrefFor} />
    </div>
  );
}
