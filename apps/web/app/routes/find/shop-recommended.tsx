import { useLoaderData, useNavigate, type LoaderFunctionArgs } from 'react-router';
import { Alert } from 'antd';
import { cityListOp, customizeFindOp, formatTreeOp } from '@shp/contracts';
import { isMissingRecord, load } from '../../lib/server-data';
import { num } from '../../lib/query-filter';
import { NeedsForm } from '../../features/site-selection/NeedsForm';
import { cityOfRequest } from '../../features/city/server-city';

/** ?recordId= (修改需求/调整需求): the member's saved needs; one that is gone or not theirs opens a blank form. */
async function savedNeeds(context: LoaderFunctionArgs['context'], recordId: number | undefined) {
  if (!recordId) return { record: null, missing: false };
  try {
    return { record: await load(context, customizeFindOp, { id: recordId }), missing: false };
  } catch (err) {
    if (isMissingRecord(err)) return { record: null, missing: true };
    throw err;
  }
}

export async function loader({ request, context }: LoaderFunctionArgs) {
  const recordId = num(new URL(request.url).searchParams.get('recordId'));
  const [formats, cities, saved, chosen] = await Promise.all([
    load(context, formatTreeOp, {}),
    load(context, cityListOp, {}),
    savedNeeds(context, recordId),
    cityOfRequest(context, request),
  ]);
  // Only cities with malls can give results.
  const withMalls = cities.region.flatMap((g) => g.cities).filter((c) => c.hasMall);
  const hot = cities.hot.filter((c) => c.hasMall).map((c) => c.cityCode);
  withMalls.sort((a, b) => Number(!hot.includes(a.cityCode)) - Number(!hot.includes(b.cityCode)));
  return { formats, cities: withMalls.map((c) => ({ cityCode: c.cityCode, cityName: c.cityName })), chosenCityCode: chosen.cityCode, ...saved };
}

/** 智能选址 (login): a brand's needs → ranked units on /findResultList, or /noResult with what to relax. */
export default function ShopRecommended() {
  const { formats, cities, record, missing, chosenCityCode } = useLoaderData<typeof loader>();
  const navigate = useNavigate();
  return (
    <div className="shp-container">
      <h1 className="shp-page-title">智能选址</h1>
      <p className="shp-find-muted">填写品牌的开店需求，系统按业态、面积、租金、客流、同业竞争和周边品牌为您打分推荐铺位。</p>
      {missing && <Alert type="warning" showIcon title="原选址需求不存在，请重新填写" style={{ marginBottom: 16 }} />}
      <section className="shp-panel">
        <NeedsForm
          key={record?.id ?? 'new'}
          formats={formats}
          cities={cities}
          record={record}
          defaultCityCode={chosenCityCode}
          onSubmitted={(r) => void navigate(r.total > 0 ? `/findResultList?recordId=${r.recordId}` : `/noResult?recordId=${r.recordId}`)}
        />
      </section>
    </div>
  );
}
