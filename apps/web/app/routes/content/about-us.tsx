import { useLoaderData, useSearchParams, type LoaderFunctionArgs } from 'react-router';
import { Card, Col, Row, Tabs } from 'antd';
import { PAGE_SIZES, partnerBrandsOp, sitePageOp } from '@shp/contracts';
import { load } from '../../lib/server-data';
import { Breadcrumbs } from '../../components/Breadcrumbs';
import { Pager } from '../../components/Pager';
import { PastLastPage } from '../../components/PastLastPage';
import { readPagerQuery, usePagerQuery } from '../../hooks/use-pager-query';
import { PhoneNumber } from '../../components/PhoneNumber';
import { SitePageView } from '../../features/content/SitePageView';
import { SubsiteNote } from '../../features/content/SubsiteNote';
import '../../styles/content.css';

const TABS = ['关于我们', '平台优势', '联系我们', '合作品牌'];
/** Partner logos per page: whole rows of the grid (6 a row on desktop, 2 on a phone). */
const PARTNER_PAGE_SIZE = 30;

export async function loader({ request, context }: LoaderFunctionArgs) {
  const search = new URL(request.url).searchParams;
  const raw = Number(search.get('tabcheck') ?? '0');
  const tab = Number.isInteger(raw) && raw >= 0 && raw <= 3 ? raw : 0;
  const { page: pageNum, pageSize } = readPagerQuery(search, PAGE_SIZES, PARTNER_PAGE_SIZE);
  const [page, partners] = await Promise.all([
    load(context, sitePageOp, { key: `aboutUs-${tab}` as 'aboutUs-0' }),
    tab === 3 ? load(context, partnerBrandsOp, {}, { pageNum, pageSize }) : Promise.resolve(null),
  ]);
  return { tab, page, partners, site: context.site };
}

export default function AboutUs() {
  const { tab, page, partners, site } = useLoaderData<typeof loader>();
  const [, setSearch] = useSearchParams();
  const pager = usePagerQuery(PAGE_SIZES, PARTNER_PAGE_SIZE);
  return (
    <div className="shp-container">
      <Breadcrumbs />
      <div className="shp-c-hero">
        <h1>{page.title}</h1>
        <p>{page.subtitle}</p>
      </div>
      <Tabs
        activeKey={String(tab)}
        onChange={(k) => setSearch(new URLSearchParams({ tabcheck: k }))}
        items={TABS.map((label, i) => ({ key: String(i), label }))}
      />
      <SitePageView page={page} />
      {tab === 2 && (
        <section className="shp-c-panel">
          <h2>客服与商务</h2>
          <p>
            客服电话：
            <PhoneNumber value={site.phone} />
          </p>
          <p>
            电子邮箱：<a href={`mailto:${site.email}`}>{site.email}</a>
          </p>
          <p>公司名称：{site.company}</p>
        </section>
      )}
      {tab === 2 && (
        // The footer's 营业执照 link lands here.
        <section className="shp-c-panel" id="licence" aria-labelledby="licence-title">
          <h2 id="licence-title">营业执照与资质</h2>
          <p>经营主体：{site.company}</p>
          <p>{site.licenceNo}</p>
          <p>{site.icpNo}</p>
          <p>{site.policeNo}</p>
        </section>
      )}
      {tab === 2 && <SubsiteNote />}
      {partners && (
        <section className="shp-c-panel">
          <h2>合作品牌（{partners.total}）</h2>
          {partners.list.length === 0 && partners.total > 0 ? (
            <PastLastPage onFirst={() => pager.setPage(1, pager.pageSize)} />
          ) : (
            <Row gutter={[12, 12]}>
              {partners.list.map((b) => (
                <Col xs={12} sm={8} md={6} lg={4} key={b.id}>
                  <Card size="small" cover={<img src={b.logoUrl} alt={b.name} height={90} style={{ objectFit: 'cover' }} />}>
                    <Card.Meta title={b.name} description={b.slogan} />
                  </Card>
                </Col>
              ))}
            </Row>
          )}
          {/* The count above is of every partner: the rest are a page away, not cut off. */}
          <Pager total={partners.total} page={pager.page} pageSize={pager.pageSize} onChange={pager.setPage} hrefFor={pager.hrefFor} scrollOnPageChange />
        </section>
      )}
    </div>
  );
}
