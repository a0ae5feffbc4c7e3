import { Link, useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { Breadcrumb } from 'antd';
import { CookieKey, DEFAULT_CITY, cityListOp, projectCityListOp } from '@shp/contracts';
import { load } from '../lib/server-data';
import { cookieFromHeader } from '../lib/cookies';
import { CityScreen } from '../features/city/CityScreen';
import { useCurrentCity } from '../features/city/city-store';

export async function loader({ context, request }: LoaderFunctionArgs) {
  const [cities, mallCities] = await Promise.all([load(context, cityListOp, {}), load(context, projectCityListOp, { state: '5' })]);
  const cityCode = cookieFromHeader(request.headers.get('cookie'), CookieKey.CITY_CODE) ?? DEFAULT_CITY.cityCode;
  return { cities, mallCities, cityCode };
}

export default function CityScreenRoute() {
  const { cities, mallCities, cityCode } = useLoaderData<typeof loader>();
  const current = useCurrentCity({ cityCode, cityName: '' });
  return (
    <div className="shp-container">
      <Breadcrumb items={[{ title: <Link to="/">首页</Link> }, { title: '更多城市' }]} style={{ marginTop: 16 }} />
      <h1 className="shp-page-title">
        选择城市{' '}
        <small className="shp-muted">当前：{current.cityName || cities.hot.find((c) => c.cityCode === current.cityCode)?.cityName || current.cityCode}</small>
      </h1>
      <CityScreen cities={cities} mallCities={mallCities} currentCode={current.cityCode} />
    </div>
  );
}
