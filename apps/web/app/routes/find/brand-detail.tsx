import { Link, useLoaderData, type LoaderFunctionArgs, type MetaFunction } from 'react-router';
import { Breadcrumb, Result } from 'antd';
import { brandDetailOp } from '@shp/contracts';
import { load } from '../../lib/server-data';
import { describeItem, itemIdOf, withDescription } from '../../lib/seo';
import { CollectButton } from '../../features/collections/CollectButton';
import { BrandDetailView } from '../../features/brands/BrandDetailView';
import { ButtonLink } from '../../components/ButtonLink';
import { PageHeading } from '../../components/PageHeading';
import { useRevalidateOnMemberChange } from '../../hooks/use-revalidate-on-member-change';

export async function loader({ request, context }: LoaderFunctionArgs) {
  const id = itemIdOf(new URL(request.url).searchParams);
  return { b: id ? await load(context, brandDetailOp, { id }) : null };
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => {
  const b = data?.b;
  return withDescription(matches, b ? describeItem(`${b.name}（${b.format}）`, b.slogan, b.intro) : undefined);
};

export default function BrandDetailPage() {
  const { b } = useLoaderData<typeof loader>();
  // Logged in here (the header, another tab): the 收藏 flag is the member's, read again.
  useRevalidateOnMemberChange();
  if (!b)
    return (
      <Result
        status="info"
        title={<PageHeading>请选择要查看的品牌</PageHeading>}
        extra={
          <ButtonLink to="/product" type="primary">
            去找商场
          </ButtonLink>
        }
      />
    );
  return (
    <div className="shp-container">
      <Breadcrumb style={{ margin: '16px 0' }} items={[{ title: <Link to="/">首页</Link> }, { title: '品牌详情' }]} />
      <BrandDetailView b={b} actions={<CollectButton key={`${b.id}-${b.collected}`} targetType="brand" targetId={b.id} collected={b.collected} />} />
    </div>
  );
}
