import { useMemo, useState } from 'react';
import { useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { Col, Form, InputNumber, Row, Statistic } from 'antd';
import { sitePageOp } from '@shp/contracts';
import { load } from '../../lib/server-data';
import { Breadcrumbs } from '../../components/Breadcrumbs';
import { SitePageView } from '../../features/content/SitePageView';
import '../../styles/content.css';

export async function loader({ context }: LoaderFunctionArgs) {
  return { page: await load(context, sitePageOp, { key: 'assetsLight-tool' }) };
}

interface Inputs {
  area: number;
  rent: number;
  occupancy: number;
  cost: number;
  invest: number;
}

const INITIAL: Inputs = { area: 20000, rent: 5, occupancy: 85, cost: 800, invest: 3000 };
const FIELDS = Object.keys(INITIAL) as (keyof Inputs)[];

/** The formula the page states: yearly rent = area × daily rent × 365 × occupancy; payback = investment ÷ (rent − cost). */
export function estimate(v: Inputs) {
  const income = v.area * v.rent * 365 * (v.occupancy / 100);
  const net = income - v.cost * 10000;
  const paybackYears = net > 0 ? (v.invest * 10000) / net : null;
  return { income, net, paybackYears };
}

export default function AssetsLightTool() {
  const { page } = useLoaderData<typeof loader>();
  const [values, setValues] = useState<Partial<Inputs>>(INITIAL);
  // A cleared box is no figure: the results wait for it instead of using the number it held before.
  const complete = FIELDS.every((k) => typeof values[k] === 'number');
  const r = useMemo(() => (complete ? estimate(values as Inputs) : null), [complete, values]);
  return (
    <div className="shp-container">
      <Breadcrumbs trail={[{ title: '轻资产运营', to: '/assetsLight' }]} />
      <h1 className="shp-page-title">
        {page.title}：{page.subtitle}
      </h1>
      <div className="shp-c-layout">
        <section className="shp-c-panel">
          <Form layout="vertical" initialValues={INITIAL} onValuesChange={(_, all: Partial<Inputs>) => setValues(all)}>
            <Row gutter={12}>
              <Col xs={24} sm={12}>
                <Form.Item label="可租面积（㎡）" name="area">
                  <InputNumber min={0} max={10000000} style={{ width: '100%' }} />
                </Form.Item>
              </Col>
              <Col xs={24} sm={12}>
                <Form.Item label="平均日租金（元/㎡/天）" name="rent">
                  <InputNumber min={0} max={1000} step={0.5} style={{ width: '100%' }} />
                </Form.Item>
              </Col>
              <Col xs={24} sm={12}>
                <Form.Item label="出租率（%）" name="occupancy">
                  <InputNumber min={0} max={100} style={{ width: '100%' }} />
                </Form.Item>
              </Col>
              <Col xs={24} sm={12}>
                <Form.Item label="年运营成本（万元）" name="cost">
                  <InputNumber min={0} max={1000000} style={{ width: '100%' }} />
                </Form.Item>
              </Col>
              <Col xs={24} sm={12}>
                <Form.Item label="改造投入（万元）" name="invest">
                  <InputNumber min={0} max={1000000} style={{ width: '100%' }} />
                </Form.Item>
              </Col>
            </Row>
          </Form>
        </section>
        <section className="shp-c-panel" aria-live="polite">
          {!r && <p className="shp-c-meta">请填写全部数值后查看测算结果</p>}
          <Statistic title="年租金收入（万元）" value={r ? (r.income / 10000).toFixed(1) : '—'} />
          <Statistic title="年净收益（万元）" value={r ? (r.net / 10000).toFixed(1) : '—'} />
          <Statistic title="回本周期（年）" value={!r ? '—' : r.paybackYears === null ? '无法回本' : r.paybackYears.toFixed(1)} />
        </section>
      </div>
      <SitePageView page={page} />
    </div>
  );
}
