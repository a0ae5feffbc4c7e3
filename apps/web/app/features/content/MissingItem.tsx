import { Link } from 'react-router';
import { Result } from 'antd';
import { Breadcrumbs } from '../../components/Breadcrumbs';
import { PageHeading } from '../../components/PageHeading';
import { itemIdOf } from '../../lib/seo';

/** The id query of a detail page, or null when absent or malformed (the page then offers its list). */
export function idFromRequest(request: Request, key = 'id'): number | null {
  return itemIdOf(new URL(request.url).searchParams, key);
}

/** A detail page opened without an item: say so and lead back to the list. */
export function MissingItem({ what, listTo, listLabel }: { what: string; listTo: string; listLabel: string }) {
  return (
    <div className="shp-container">
      <Breadcrumbs />
      <Result
        status="info"
        title={<PageHeading>请选择要查看的{what}</PageHeading>}
        subTitle="链接中缺少内容编号"
        extra={<Link to={listTo}>{listLabel}</Link>}
      />
    </div>
  );
}
