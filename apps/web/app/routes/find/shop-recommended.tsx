import { useLoaderData, useNavigate, type LoaderFunctionArgs } from 'react-router';
import { cityListOp, formatTreeOp } from '@shp/contracts';
import { load } from '../../lib/server-data';
import { NeedsForm } from '../../features/site-selection/NeedsForm';

export async function loader({ context }: LoaderFunctionArgs) {
  const [formats, cities] = await Promise.all([load(context, formatTreeOp, {}), load(context, cityListOp, {})]);
  // Only cities with malls can give results.
  const withMalls = cities.region.flatMap((g) => g.cities).filter((c) => c.hasMall);
  const hot = cities.hot.filter((c) => c.hasMall).map((c) => c.cityCode);
  withMalls.sort((a, b) => Number(!hot.includes(a.cityCode)) - Number(!hot.includes(b.cityCode)));
  return { formats, cities: withMalls.map((c) => ({ cityCode: c.cityCode, cityName: c.cityName })) };
}

/** 智能选铺 (login): a brand's needs → ranked units on /findResultList, or /noResult with what to relax. */
export default function ShopRecommended() {
  const { formats, cities } = useLoaderData<typeof loader>();
  const navigate = useNavigate();
  return (
    <div className="shp-container">
      <h1 className="shp-page-title">智能选铺</h1>
      <p className="shp-find-muted">填写品牌的开店需求，系统按业态、面积、租金、客流、同业竞争和周边品牌为您打分推荐铺位。</p>
      <section className="shp-panel">
        <NeedsForm
          formats={formats}
          cities={cities}
          onSubmitted={(r) => navigate(r.total > 0 ? `/findResultList?recordId=${r.recordId}` : `/noResult?recordId=${r.recordId}`)}
        />
      </section>
    </div>
  );
}
