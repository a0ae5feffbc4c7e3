import { Link, useLoaderData, type LoaderFunctionArgs, type MetaFunction } from 'react-router';
import { Avatar, Button, Empty, Rate, Space } from 'antd';
import { consultantDetailOp, consultantEvaluationListOp, formatPhoneExtension } from '@shp/contracts';
import { chinaDate } from '../../lib/format';
import { load } from '../../lib/server-data';
import { readPagerQuery, usePagerQuery } from '../../hooks/use-pager-query';
import { useRevalidateOnMemberChange } from '../../hooks/use-revalidate-on-member-change';
import { Breadcrumbs } from '../../components/Breadcrumbs';
import { Pager } from '../../components/Pager';
import { PastLastPage } from '../../components/PastLastPage';
import { CollectButton } from '../../features/consultants/CollectButton';
import { ConsultantRating } from '../../features/consultants/ConsultantRating';
import { QuestionForm } from '../../features/consultants/QuestionForm';
import { ShareButton } from '../../features/share/ShareButton';
import { MissingItem, idFromRequest } from '../../features/content/MissingItem';
import { describeItem, withDescription } from '../../lib/seo';
import '../../styles/content.css';
import { PlainTag } from '../../components/PlainTag';
import { telHref } from '../../components/PhoneNumber';

/**
 * Evaluations are read at most 20 a page: the pager offers only these sizes, so the pages it
 * counts are the pages the loader reads (?limit=50 had it count 50 a page over 20 shown).
 */
const EVALUATION_PAGE_SIZES = [5, 10, 20] as const;

export async function loader({ request, context }: LoaderFunctionArgs) {
  const q = new URL(request.url).searchParams;
  const id = idFromRequest(request);
  if (!id) return { c: null, evaluations: null };
  const { page, pageSize } = readPagerQuery(q, EVALUATION_PAGE_SIZES);
  const [c, evaluations] = await Promise.all([
    load(context, consultantDetailOp, { id }),
    load(context, consultantEvaluationListOp, { consultantId: id }, { pageNum: page, pageSize }),
  ]);
  return { c, evaluations };
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => {
  const c = data?.c;
  return withDescription(
    matches,
    c
      ? describeItem(`${c.name}，${c.cityName}${c.title}`, `从业${c.years}年`, c.specialties.length > 0 && `擅长${c.specialties.join('、')}`, c.intro)
      : undefined,
  );
};

export default function ConsultantDetail() {
  const { c, evaluations } = useLoaderData<typeof loader>();
  const { page, pageSize, setPage, hrefFor } = usePagerQuery(EVALUATION_PAGE_SIZES);
  // 收藏 and 已评价 are the member's: a login or logout here reads them again.
  useRevalidateOnMemberChange();
  if (!c || !evaluations) return <MissingItem what="顾问" listTo="/consultant" listLabel="去看招商顾问" />;
  return (
    <div className="shp-container">
      <Breadcrumbs current={c.name} trail={[{ title: '招商顾问', to: '/consultant' }]} />
      <section className="shp-c-panel" style={{ display: 'flex', gap: 20, flexWrap: 'wrap', alignItems: 'center' }}>
        <Avatar src={c.avatarUrl} size={96} alt={c.name} />
        <div style={{ flex: 1, minWidth: 220 }}>
          <h1 className="shp-page-title" style={{ margin: 0 }}>
            {c.name} <small style={{ fontSize: 15, color: '#666' }}>{c.title}</small>
          </h1>
          <div className="shp-c-meta">
            <ConsultantRating rating={c.rating} evaluationCount={c.evaluationCount} fontSize={14} /> · {c.cityName} · 从业{c.years}年 · 服务{c.serviceCount}次
          </div>
          <p>{c.intro}</p>
          {c.specialties.map((s) => (
            <PlainTag key={s}>{s}</PlainTag>
          ))}
        </div>
        <Space direction="vertical">
          <Button type="primary" href={telHref(c.phone)}>
            电话咨询 {formatPhoneExtension(c.phone)}
          </Button>
          <Space>
            <CollectButton key={`${c.id}-${c.collected}`} consultantId={c.id} initial={c.collected} />
            <ShareButton title={`招商顾问${c.name}`} />
          </Space>
        </Space>
      </section>
      <div className="shp-c-layout">
        <div>
          <section className="shp-c-panel">
            <h2>服务项目</h2>
            <div className="shp-c-steps">
              {c.services.map((s) => (
                <div className="shp-c-step" key={s.code}>
                  <b>{s.name}</b>
                  <p style={{ margin: '6px 0' }}>{s.description}</p>
                  <div className="shp-c-meta">
                    {s.avgStars ? `${s.avgStars}星 · ` : ''}
                    {s.evaluationCount}条评价
                  </div>
                  {c.evaluatedServices.includes(s.code) ? (
                    <PlainTag color="green">已评价</PlainTag>
                  ) : (
                    <Link to={`/questionEvaluate?consultantId=${c.id}&serviceCode=${s.code}`}>评价该服务</Link>
                  )}
                </div>
              ))}
            </div>
          </section>
          <section className="shp-c-panel">
            <h2>服务评价（{evaluations.total}）</h2>
            {evaluations.list.length === 0 && evaluations.total > 0 ? (
              <PastLastPage onFirst={() => setPage(1, pageSize)} />
            ) : evaluations.list.length === 0 ? (
              <Empty description="暂无评价" />
            ) : (
              <ul className="shp-c-related">
                {evaluations.list.map((e) => (
                  <li key={e.id}>
                    <div className="shp-c-meta">
                      <b>{e.memberName}</b>
                      <Rate disabled value={e.stars} style={{ fontSize: 12 }} />
                      <PlainTag>{e.serviceName}</PlainTag>
                      <span>{chinaDate(e.createdAt)}</span>
                    </div>
                    <p style={{ margin: '4px 0 0' }}>{e.content}</p>
                  </li>
                ))}
              </ul>
            )}
            <Pager total={evaluations.total} page={page} pageSize={pageSize} pageSizes={EVALUATION_PAGE_SIZES} onChange={setPage} hrefFor={hrefFor} />
          </section>
        </div>
        <aside className="shp-c-panel">
          <h2>向{c.name}提问</h2>
          <QuestionForm consultantId={c.id} />
        </aside>
      </div>
    </div>
  );
}
