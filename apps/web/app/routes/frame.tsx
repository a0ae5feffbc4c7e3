import { Link, useLocation } from 'react-router';
import { Breadcrumb, Result } from 'antd';
import { findRoute } from '../route-table';
import { titleForLocation } from '../lib/title';
import { TITLE_PREFIX } from '@shp/contracts';

/**
 * The page frame a route shows before its own view lands (issue 2 allows it): title, breadcrumb
 * and a way back. Replaced route by route by the feature issues.
 */
export default function FramePage() {
  const location = useLocation();
  const route = findRoute(location.pathname);
  const title = titleForLocation(location.pathname, location.search).replace(TITLE_PREFIX, '');
  return (
    <div className="shp-container">
      <Breadcrumb items={[{ title: <Link to="/">首页</Link> }, { title }]} style={{ marginTop: 16 }} />
      <h1 className="shp-page-title">{title}</h1>
      <Result status="info" title={title} subTitle={`本栏目（${route?.fullPath ?? location.pathname}）正在接入数据，可先浏览其他栏目。`} extra={<Link to="/">返回首页</Link>} />
    </div>
  );
}
