import { useLoaderData, useSearchParams, type LoaderFunctionArgs } from 'react-router';
import { Empty, Tabs } from 'antd';
import { MERCHANT_SERVICES, merchantServiceCodeSchema, providerListOp } from '@shp/contracts';
import { load } from '../../lib/server-data';
import { readPagerQuery, usePagerQuery } from '../../hooks/use-pager-query';
import { Breadcrumbs } from '../../components/Breadcrumbs';
import { Pager } from '../../components/Pager';
import { ProviderCard } from '../../features/merchant-services/ProviderCard';
import '../../styles/content.css';
import { PastLastPage } from '../../components/PastLastPage';

/** /merchantServices: every provider, by service. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const q = new URL(request.url).searchParams;
  const parsed = merchantServiceCodeSchema.safeParse(q.get('service'));
  const serviceCode = parsed.success ? parsed.data : undefined;
  const { page, pageSize } = readPagerQuery(q);
  return { serviceCode: serviceCode ?? 'all', result: await load(context, providerListOp, { serviceCode }, { pageNum: page, pageSize }) };
}

export default function MerchantServices() {
  const { serviceCode, result } = useLoaderData<typeof loader>();
  const [, setSearch] = useSearchParams();
  const { page, pageSize, setPage, hrefFor } = usePagerQuery();
  return (
    <div className="shp-container">
      <Breadcrumbs trail={[{ title: '商户服务', to: '/merchantService' }]} />
      <h1 className="shp-page-title">服务商</h1>
      <Tabs
        activeKey={serviceCode}
        onChange={(k) => setSearch(new URLSearchParams(k === 'all' ? {} : { service: k }))}
        items={[{ key: 'all', label: '全部' }, ...MERCHANT_SERVICES.map((s) => ({ key: s.code, label: s.name }))]}
      />
      {result.list.length === 0 && result.total > 0 ? (
        <PastLastPage onFirst={() => setPage(1, pageSize)} />
      ) : result.list.length === 0 ? (
        <Empty description="暂无服务商" />
      ) : (
        result.list.map((p) => <ProviderCard key={p.id} p={p} />)
      )}
      <Pager total={result.total} page={page} pageSize={pageSize} onChange={setPage} hrefFor={hrefFor} scrollOnPageChange />
    </div>
  );
}
