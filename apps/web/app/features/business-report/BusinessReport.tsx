import { Link } from 'react-router';
import { Alert, Button, Card, Col, Empty, Result, Row, Skeleton, Statistic } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { ServerText, businessReportOp, type BusinessReport as Report } from '@shp/contracts';
import { chinaDateTime } from '../../lib/format';
import { ApiError, callApi } from '../../lib/api-client';
import { canSeeReport, useSession } from '../../lib/session';
import { LazyChart } from './LazyChart';
import { ButtonLink } from '../../components/ButtonLink';

type Series = Report['leadsByMonth'];
const hasData = (s: Series) => s.some((p) => p.value > 0);

function ChartCard({ title, series, type, label, empty }: { title: string; series: Series; type: 'bar' | 'line' | 'doughnut'; label: string; empty: string }) {
  return (
    <Card title={title} className="pc-card-plain" size="small">
      {hasData(series) ? (
        <LazyChart spec={{ type, labels: series.map((p) => p.label), values: series.map((p) => p.value), label }} ariaLabel={`${title}：${series.map((p) => `${p.label} ${p.value}`).join('，')}`} />
      ) : (
        <Empty description={empty} />
      )}
    </Card>
  );
}

function Refused({ reason }: { reason: string }) {
  return (
    <div className="pc-card">
      <Result status="403" title="经营报告仅对 L3、L4 会员开放" subTitle={reason} extra={<ButtonLink to="/personalCenter">返回个人中心</ButtonLink>} />
    </div>
  );
}

/** /personalCenter/operationalData: L3/L4 only, refused by the API to other grades. */
export function BusinessReport({ token }: { token: string }) {
  // The session's grade already says the API would refuse: no call that can only end in a 403.
  // A grade changed since login is still caught by the API's 403 below.
  const allowed = canSeeReport(useSession());
  // Generated afresh on every visit (it says when): an appointment, a lead or the brand form saved a
  // moment ago elsewhere in the centre must show here, not a copy cached under the app's staleTime.
  const q = useQuery({ queryKey: ['business-report', token], queryFn: () => callApi(businessReportOp, {}, { silent: true }), enabled: allowed, refetchOnMount: 'always' });
  if (!allowed) return <Refused reason={ServerText.VIP_ONLY} />;
  if (q.isPending) return <div className="pc-card"><Skeleton active paragraph={{ rows: 10 }} /></div>;
  if (q.isError) {
    if (q.error instanceof ApiError && Number(q.error.code) === 403) return <Refused reason={q.error.message} />;
    return (
      <div className="pc-card">
        <Result status="warning" title="报告加载失败" subTitle="网络异常，请稍后重试" extra={<Button onClick={() => void q.refetch()}>重试</Button>} />
      </div>
    );
  }
  const r = q.data;
  return (
    <div className="pc-stack">
      <div className="pc-card">
        <div className="pc-card-head">
          <h1 className="pc-title">经营报告{r.brandName ? ` · ${r.brandName}` : ''}</h1>
          <span style={{ color: '#8c8c8c', fontSize: 12 }}>生成于 {chinaDateTime(r.generatedAt)}</span>
        </div>
        {!r.brandName && <Alert type="info" showIcon style={{ marginBottom: 12 }} message={<span>完善品牌的业态与拓展城市后，可看到匹配商场与市场趋势。<Link to="/personalCenter/fabu">去完善</Link></span>} />}
        <Row gutter={[16, 16]}>
          <Col xs={12} md={6}><Statistic title="我的留资" value={r.totals.leads} /></Col>
          <Col xs={12} md={6}><Statistic title="我的预约" value={r.totals.appointments} /></Col>
          <Col xs={12} md={6}><Statistic title="匹配商场" value={r.totals.matchingMalls} /></Col>
          <Col xs={12} md={6}><Statistic title="匹配空铺" value={r.totals.matchingShops} /></Col>
        </Row>
      </div>
      <Row gutter={[16, 16]}>
        <Col xs={24} lg={12}><ChartCard title="近6个月留资" series={r.leadsByMonth} type="bar" label="留资数" empty="近6个月暂无留资" /></Col>
        <Col xs={24} lg={12}><ChartCard title="留资跟进状态" series={r.leadsByStatus} type="doughnut" label="留资" empty="暂无留资" /></Col>
        <Col xs={24} lg={12}><ChartCard title="品牌关注度（留资中提及次数）" series={r.brandViews} type="line" label="提及次数" empty="近6个月暂无关注数据" /></Col>
        <Col xs={24} lg={12}><ChartCard title="品牌页浏览量" series={r.brandPageViews} type="line" label="浏览量" empty="暂无浏览数据（关联平台品牌后统计）" /></Col>
        <Col xs={24} lg={12}><ChartCard title="拓展城市匹配商场" series={r.matchingMallsByCity} type="bar" label="商场数" empty="暂无匹配商场，请完善拓展城市与业态" /></Col>
        <Col xs={24} lg={12}><ChartCard title="拓展城市新增铺位趋势" series={r.shopTrend} type="line" label="新增铺位" empty="近6个月拓展城市暂无新增铺位" /></Col>
      </Row>
    </div>
  );
}
