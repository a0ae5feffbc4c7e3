import { useMemo } from 'react';
import { Link } from 'react-router';
import { Alert, Button, Card, Col, Empty, Result, Row, Skeleton, Statistic } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { ServerText, type BusinessReport as Report } from '@shp/contracts';
import { chinaDateTime } from '../../lib/format';
import { ApiError } from '../../lib/api-client';
import { businessReportQuery } from './api/business-report';
import { canSeeReport, useSession } from '../../lib/session';
import { LazyChart } from './LazyChart';
import { ButtonLink } from '../../components/ButtonLink';
import { figureText, figuresOf, monthLabel, pctText, type CurrentMonth } from './report-format';
import './business-report.css';

type Series = Report['leadsByMonth'];
const hasData = (s: Series) => s.some((p) => p.value > 0);

interface ChartCardProps {
  title: string;
  /** Whose data the chart counts, said under its title. */
  scope: string;
  series: Series;
  type: 'bar' | 'line' | 'doughnut';
  label: string;
  empty: string;
  /** A monthly series: month names, the running month marked as partial. */
  currentMonth?: CurrentMonth;
}

function ChartCard({ title, scope, series, type, label, empty, currentMonth }: ChartCardProps) {
  const figures = useMemo(() => figuresOf(series, currentMonth ? (l) => monthLabel(l, currentMonth) : undefined), [series, currentMonth]);
  const spec = useMemo(
    () => ({ type, labels: figures.map((f) => f.label), values: figures.map((f) => f.value), pcts: figures.map((f) => f.pct), label }),
    [type, figures, label],
  );
  return (
    <Card title={title} className="pc-card-plain pc-report-chart" size="small">
      <p className="pc-report-scope">统计口径：{scope}</p>
      {hasData(series) ? (
        <>
          <LazyChart spec={spec} ariaLabel={`${title}：${figures.map((f) => `${f.label} ${figureText(f)}`).join('，')}`} />
          {/* The same figures as text: readable on a phone and by a screen reader. */}
          <ul className="pc-report-figures" aria-label={`${title}数据`}>
            {figures.map((f) => (
              <li key={f.label}>
                <span>{f.label}</span>
                <b>{f.value}</b>
                <span className="pc-report-pct">{pctText(f.pct)}</span>
              </li>
            ))}
          </ul>
          {currentMonth && (
            <p className="pc-report-partial">
              本月截至{Number(currentMonth.label.slice(5))}月{currentMonth.throughDay}日，未满整月
            </p>
          )}
        </>
      ) : (
        <Empty description={empty} />
      )}
    </Card>
  );
}

/** In place of a chart that cannot fill: the brand's page views need a linked catalogue brand. */
function LinkBrandCard({ hasProfile }: { hasProfile: boolean }) {
  return (
    <Card title="品牌页浏览量" className="pc-card-plain pc-report-chart" size="small">
      <p className="pc-report-scope">统计口径：平台访客浏览您品牌详情页的次数</p>
      <Result
        status="info"
        title="关联平台品牌后统计"
        subTitle={
          hasProfile
            ? '您的品牌尚未关联平台品牌库。在「完善品牌信息」中输入品牌名称，从下拉列表中选择您的品牌并保存，即可看到品牌页浏览量。'
            : '请先完善品牌信息：输入品牌名称时从下拉列表中选择您的品牌，保存后即可看到品牌页浏览量。'
        }
        extra={<ButtonLink to="/personalCenter/fabu">{hasProfile ? '去关联品牌' : '去完善品牌信息'}</ButtonLink>}
      />
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
  const q = useQuery({ ...businessReportQuery(token), enabled: allowed });
  if (!allowed) return <Refused reason={ServerText.VIP_ONLY} />;
  if (q.isPending)
    return (
      <div className="pc-card">
        <Skeleton active paragraph={{ rows: 10 }} />
      </div>
    );
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
        {!r.brandName && (
          <Alert
            type="info"
            showIcon
            style={{ marginBottom: 12 }}
            message={
              <span>
                完善品牌的业态与拓展城市后，可看到匹配商场与市场趋势。<Link to="/personalCenter/fabu">去完善</Link>
              </span>
            }
          />
        )}
        <Row gutter={[16, 16]}>
          <Col xs={12} md={6}>
            <Statistic title="我的留资" value={r.totals.leads} />
          </Col>
          <Col xs={12} md={6}>
            <Statistic title="我的预约" value={r.totals.appointments} />
          </Col>
          <Col xs={12} md={6}>
            <Statistic title="匹配商场" value={r.totals.matchingMalls} />
          </Col>
          <Col xs={12} md={6}>
            <Statistic title="匹配空铺" value={r.totals.matchingShops} />
          </Col>
        </Row>
        <p className="pc-report-scope" style={{ marginTop: 12 }}>
          我的留资、我的预约为您本人的数据；匹配商场、匹配空铺为平台在您拓展城市的数据。
        </p>
      </div>
      <Row gutter={[16, 16]}>
        <Col xs={24} lg={12}>
          <ChartCard
            title="近6个月留资"
            scope="您本人提交的咨询留资（合作、加盟申请见我的合作）"
            series={r.leadsByMonth}
            type="bar"
            label="留资数"
            empty="近6个月暂无留资"
            currentMonth={r.currentMonth}
          />
        </Col>
        <Col xs={24} lg={12}>
          <ChartCard title="留资跟进状态" scope="您本人的全部咨询留资，按顾问跟进状态" series={r.leadsByStatus} type="doughnut" label="留资" empty="暂无留资" />
        </Col>
        <Col xs={24} lg={12}>
          <ChartCard
            title="品牌关注度"
            scope="平台上其他用户留资中提及您品牌的次数（不含您本人的留资）"
            series={r.brandViews}
            type="line"
            label="提及次数"
            empty="近6个月暂无关注数据"
            currentMonth={r.currentMonth}
          />
        </Col>
        <Col xs={24} lg={12}>
          {r.brandLinked ? (
            <ChartCard
              title="品牌页浏览量"
              scope="平台访客浏览您品牌详情页的次数"
              series={r.brandPageViews}
              type="line"
              label="浏览量"
              empty="近6个月暂无浏览数据"
              currentMonth={r.currentMonth}
            />
          ) : (
            <LinkBrandCard hasProfile={Boolean(r.brandName)} />
          )}
        </Col>
        <Col xs={24} lg={12}>
          <ChartCard
            title="拓展城市匹配商场"
            scope="平台在营商场中，位于您拓展城市且业态匹配的商场（当前）"
            series={r.matchingMallsByCity}
            type="bar"
            label="商场数"
            empty="暂无匹配商场，请完善拓展城市与业态"
          />
        </Col>
        <Col xs={24} lg={12}>
          <ChartCard
            title="拓展城市新增铺位趋势"
            scope="平台在您拓展城市新上架的铺位"
            series={r.shopTrend}
            type="line"
            label="新增铺位"
            empty="近6个月拓展城市暂无新增铺位"
            currentMonth={r.currentMonth}
          />
        </Col>
      </Row>
    </div>
  );
}
