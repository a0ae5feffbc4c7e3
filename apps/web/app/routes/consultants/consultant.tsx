import { useLoaderData, useNavigation, useSearchParams, type LoaderFunctionArgs } from 'react-router';
import { Empty, Input, Select, Space, Spin } from 'antd';
import { consultantListOp } from '@shp/contracts';
import { load } from '../../lib/server-data';
import { withParams } from '../../lib/query-filter';
import { readPagerQuery, usePagerQuery } from '../../hooks/use-pager-query';
import { Breadcrumbs } from '../../components/Breadcrumbs';
import { Pager } from '../../components/Pager';
import { ConsultantCard } from '../../features/consultants/ConsultantCard';
import '../../styles/content.css';
import { PastLastPage } from '../../components/PastLastPage';
import { cityOfRequest } from '../../features/city/server-city';
import { cityOptionsWith } from '../../lib/city-options';

const SPECIALTIES = ['餐饮选址', '零售拓店', '儿童业态', '娱乐业态', '快闪活动', '加盟连锁', '商场招商'];

export async function loader({ request, context }: LoaderFunctionArgs) {
  const q = new URL(request.url).searchParams;
  const cityCode = /^\d{6}$/.test(q.get('cityCode') ?? '') ? q.get('cityCode')! : undefined;
  const specialty = SPECIALTIES.includes(q.get('specialty') ?? '') ? q.get('specialty')! : undefined;
  const keyword = (q.get('keyword') ?? '').slice(0, 20) || undefined;
  const { page, pageSize } = readPagerQuery(q);
  const [result, city] = await Promise.all([
    load(context, consultantListOp, { cityCode, specialty, keyword }, { pageNum: page, pageSize }),
    cityOfRequest(context, request),
  ]);
  return {
    result,
    cityCode,
    specialty,
    keyword,
    cityOptions: cityOptionsWith(cityCode, city.cityCode === cityCode ? city.cityName : result.list[0]?.cityName),
  };
}

export default function ConsultantList() {
  const { result, cityCode, specialty, keyword, cityOptions } = useLoaderData<typeof loader>();
  const [, setSearch] = useSearchParams();
  const navigation = useNavigation();
  const { page, pageSize, setPage, hrefFor } = usePagerQuery();
  const set = (v: Record<string, string | undefined>) => setSearch((prev) => withParams(prev, { ...v, page: undefined }), { preventScrollReset: true });
  return (
    <div className="shp-container">
      <Breadcrumbs />
      <h1 className="shp-page-title">招商顾问</h1>
      <p className="shp-c-sub">本地招商顾问1个工作日内响应，免费提供选址评估与铺位带看</p>
      <Space wrap style={{ marginBottom: 16 }}>
        <Select
          allowClear
          placeholder="全部城市"
          value={cityCode}
          style={{ width: 140 }}
          onChange={(v) => set({ cityCode: v })}
          options={cityOptions}
          aria-label="城市"
        />
        <Select
          allowClear
          placeholder="全部擅长领域"
          value={specialty}
          style={{ width: 160 }}
          onChange={(v) => set({ specialty: v })}
          options={SPECIALTIES.map((s) => ({ value: s, label: s }))}
          aria-label="擅长领域"
        />
        <Input.Search
          key={keyword}
          defaultValue={keyword}
          placeholder="顾问姓名或简介"
          allowClear
          onSearch={(v) => set({ keyword: v.trim() || undefined })}
          style={{ width: 240 }}
        />
      </Space>
      {/* ConsultantCard's name is an h3 (it sits under an h2 elsewhere too): the list gets the h2 under the h1. */}
      <h2 className="shp-visually-hidden">顾问列表</h2>
      <Spin spinning={navigation.state === 'loading'} description="加载中…">
        {result.list.length === 0 && result.total > 0 ? (
          <PastLastPage onFirst={() => setPage(1, pageSize)} />
        ) : result.list.length === 0 ? (
          <Empty description="没有符合条件的顾问，试试其他城市或领域" />
        ) : (
          result.list.map((c) => <ConsultantCard key={c.id} c={c} />)
        )}
      </Spin>
      <Pager total={result.total} page={page} pageSize={pageSize} onChange={setPage} hrefFor={hrefFor} scrollOnPageChange />
    </div>
  );
}
