import { useState } from 'react';
import { redirect, useLoaderData, useNavigate, useNavigation, type LoaderFunctionArgs } from 'react-router';
import { Button, Spin } from 'antd';
import { SHOP_FLOORS, siteResultListOp, submitSiteNeedsOp, type CustomizeRecord, type SiteResultItem } from '@shp/contracts';
import { callApi } from '../../lib/api-client';
import { openConsult } from '../../components/frame/SideBar';
import { CollectButton } from '../../features/collections/CollectButton';
import { load } from '../../lib/server-data';
import { num } from '../../lib/query-filter';
import { Pager } from '../../components/Pager';
import { readPagerQuery, usePagerQuery } from '../../hooks/use-pager-query';
import { ResultItem } from '../../features/site-selection/ResultItem';
import { AddToCompareButton } from '../../features/compare/AddToCompareButton';
import { CompareTray } from '../../features/compare/CompareTray';
import { NeedsSummary } from '../../features/site-selection/NeedsSummary';
import { NeedsFirst } from '../../features/site-selection/NeedsFirst';
import { ButtonLink } from '../../components/ButtonLink';
import { PastLastPage } from '../../components/PastLastPage';

export async function loader({ request, context }: LoaderFunctionArgs) {
  const q = new URL(request.url).searchParams;
  const recordId = num(q.get('recordId'));
  if (!recordId) return { data: null };
  const { page, pageSize } = readPagerQuery(q);
  const data = await load(context, siteResultListOp, { recordId }, { pageNum: page, pageSize });
  if (data.total === 0) throw redirect(`/noResult?recordId=${recordId}`);
  return { data };
}

/** 重新匹配: the same needs as a new report; the saved one keeps what it showed. */
function RematchButton({ record }: { record: CustomizeRecord }) {
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  async function rematch() {
    setBusy(true);
    try {
      const r = await callApi(submitSiteNeedsOp, {
        brandName: record.brandName,
        brandId: record.brandId ?? undefined,
        formatId: record.formatId,
        areaMin: record.areaMin,
        areaMax: record.areaMax,
        budget: record.budget,
        cityCodes: record.cityCodes,
        districtCodes: record.districtCodes,
        floors: record.floors as (typeof SHOP_FLOORS)[number][],
        openBy: record.openBy ?? undefined,
        retrofit: record.retrofit,
      });
      void navigate(r.total > 0 ? `/findResultList?recordId=${r.recordId}` : `/noResult?recordId=${r.recordId}`);
    } catch {
      // callApi has shown the server's message.
      setBusy(false);
    }
  }
  return (
    <Button onClick={() => void rematch()} loading={busy}>
      重新匹配
    </Button>
  );
}

function ResultActions({ item }: { item: SiteResultItem }) {
  const s = item.shop;
  return (
    <>
      <CollectButton targetType="shop" targetId={s.id} collected={item.collected} />
      <Button size="small" onClick={() => openConsult({ type: 'shop', id: s.id, name: s.title })}>
        咨询该铺位
      </Button>
      <AddToCompareButton kind={s.kind} id={s.id} />
    </>
  );
}

export default function FindResultList() {
  const { data } = useLoaderData<typeof loader>();
  const { page, pageSize, setPage, hrefFor } = usePagerQuery();
  const navigation = useNavigation();
  if (!data) return <NeedsFirst />;
  // Results that need a retrofit are ranked after the fitting ones: a heading marks where they start.
  const firstRetrofit = data.list.findIndex((it) => it.gaps.length > 0);
  return (
    <div className="shp-container">
      <div style={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', flexWrap: 'wrap', gap: 8 }}>
        <h1 className="shp-page-title">为您推荐 {data.total} 个铺位</h1>
        <span style={{ display: 'flex', gap: 8 }}>
          <RematchButton record={data.record} />
          <ButtonLink to={`/shopRecommended?recordId=${data.record.id}`}>修改需求</ButtonLink>
        </span>
      </div>
      <NeedsSummary record={data.record} />
      <p className="shp-find-muted">
        报告保存于 {data.record.createdAt.slice(0, 10)}，展示当时的匹配结果
        {data.matched > data.total ? `（共匹配 ${data.matched} 个，保存前 ${data.total} 个）` : ''}；点「重新匹配」按最新铺位生成新报告。
        业态的硬性条件（如重餐饮的排烟、燃气、上下水与电量）不满足的铺位不推荐
        {data.record.retrofit ? '；您接受改造，这类铺位列在「需改造」中并写明所缺条件' : ''}。
        得分由六项组成：业态匹配25、面积匹配20、租金与预算20、客流15、同业竞争10、周边品牌10，均由平台铺位与商场数据计算。
      </p>
      <Spin spinning={navigation.state === 'loading'} description="加载中…">
        {data.list.length === 0 ? (
          <PastLastPage onFirst={() => setPage(1, pageSize)} />
        ) : (
          data.list.map((item, i) => (
            <div key={item.shop.id}>
              {i === firstRetrofit && <h2 className="shp-result-retrofit-title">需改造（{data.total - data.fitting} 个，需品牌自行改造后经营）</h2>}
              <ResultItem item={item} actions={<ResultActions item={item} />} />
            </div>
          ))
        )}
      </Spin>
      <Pager total={data.total} page={page} pageSize={pageSize} onChange={setPage} hrefFor={hrefFor} scrollOnPageChange />
      <CompareTray kind="shop" />
    </div>
  );
}
