import { useState } from 'react';
import { Button, Card, Col, Empty, Form, Input, Modal, Result, Row, Skeleton, Tag, Typography } from 'antd';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { invalidateOps, MESSAGE_CENTRE_OPS } from '../../lib/query-keys';
import { PHONE_PATTERN, redeemOp, type Goods } from '@shp/contracts';
import { callApi } from '../../lib/api-client';
import { Pager } from '../../components/Pager';
import { PastLastPage } from '../../components/PastLastPage';
import { usePagerQuery } from '../../hooks/use-pager-query';
import { PhoneInput } from '../../components/PhoneInput';
import { goodsQuery, pointSummaryQuery, invalidatePoints } from './api/points';
import { showSuccess } from '../../lib/notify';
import { handler } from '../../lib/handler';

/**
 * /personalCenter/scorecardShop: goods with stock; redeeming deducts points on the server. Paged as
 * every list (SPEC §9: sizes 5–200, default 20), not a grid's own 12/24/48.
 */
export function PointsMall({ token }: { token: string }) {
  const qc = useQueryClient();
  const { page: pageNum, pageSize, setPage } = usePagerQuery();
  const [picked, setPicked] = useState<Goods | null>(null);
  const [busy, setBusy] = useState(false);
  const [form] = Form.useForm<{ receiver: string; phone: string; address: string }>();
  const summary = useQuery(pointSummaryQuery(token));
  const goods = useQuery(goodsQuery(token, { pageNum, pageSize }));
  // Unknown (loading, or its call failed) is not 0: the server checks the balance on 确认兑换 anyway.
  const balance = summary.data?.balance;
  const short = (g: Goods) => balance !== undefined && balance < g.pointsCost;

  async function redeem() {
    if (!picked) return;
    // Invalid fields show their messages; nothing to submit then.
    const extra = picked.virtual ? {} : await form.validateFields().catch(() => null);
    if (!extra) return;
    setBusy(true);
    try {
      const r = await callApi(redeemOp, { goodsId: picked.id, ...extra });
      showSuccess(`兑换成功，订单号 ${r.orderNo}`);
      setPicked(null);
      form.resetFields();
      await invalidatePoints(qc, token);
      await invalidateOps(qc, MESSAGE_CENTRE_OPS);
    } catch {
      // callApi has shown the server's reason (积分不足, 库存不足).
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="pc-card">
      <div className="pc-card-head">
        <h1 className="pc-title">积分商城</h1>
        <Typography.Text>
          可用积分：
          <b style={{ color: '#d4380d' }} data-testid="mall-balance">
            {balance ?? '—'}
          </b>
        </Typography.Text>
      </div>
      {goods.isPending ? (
        <Skeleton active />
      ) : goods.isError ? (
        <Result status="warning" title="商品加载失败" extra={<Button onClick={() => void goods.refetch()}>重试</Button>} />
      ) : goods.data.total === 0 ? (
        <Empty description="商品正在上架中" />
      ) : goods.data.list.length === 0 ? (
        <PastLastPage onFirst={() => setPage(1, pageSize)} />
      ) : (
        <>
          <Row gutter={[16, 16]}>
            {goods.data.list.map((g) => (
              <Col key={g.id} xs={12} sm={8} lg={6}>
                <Card size="small" cover={<img src={g.imageUrl} alt={g.name} style={{ aspectRatio: '4 / 3', objectFit: 'cover' }} />} data-testid="goods-card">
                  <Typography.Text strong ellipsis>
                    {g.name}
                  </Typography.Text>
                  <div style={{ margin: '4px 0', color: '#d4380d', fontWeight: 600 }}>{g.pointsCost} 积分</div>
                  <div style={{ fontSize: 12, color: '#8c8c8c', marginBottom: 8 }}>
                    {g.virtual ? <Tag color="blue">虚拟权益</Tag> : <Tag>实物</Tag>}库存 {g.stock}
                  </div>
                  <Button block type="primary" disabled={g.stock <= 0} onClick={() => setPicked(g)}>
                    {g.stock <= 0 ? '已兑完' : '立即兑换'}
                  </Button>
                </Card>
              </Col>
            ))}
          </Row>
          <Pager total={goods.data.total} page={pageNum} pageSize={pageSize} onChange={setPage} />
        </>
      )}
      <Modal
        open={Boolean(picked)}
        title={picked ? `兑换「${picked.name}」` : ''}
        okText="确认兑换"
        cancelText="取消"
        confirmLoading={busy}
        onOk={handler(redeem)}
        onCancel={() => setPicked(null)}
        okButtonProps={{ disabled: picked ? short(picked) : true }}
        destroyOnHidden
      >
        {picked && (
          <>
            <p>
              将消耗 <b>{picked.pointsCost}</b> 积分，当前积分 {balance ?? '—'}
              {short(picked) && <Typography.Text type="danger">（积分不足）</Typography.Text>}。
            </p>
            {!picked.virtual && (
              <Form form={form} layout="vertical">
                <Form.Item
                  name="receiver"
                  label="收货人"
                  rules={[
                    { required: true, whitespace: true, message: '请输入收货人' },
                    { max: 20, message: '收货人最多20个字' },
                  ]}
                >
                  <Input maxLength={20} />
                </Form.Item>
                <Form.Item
                  name="phone"
                  label="手机号"
                  rules={[
                    { required: true, message: '请输入手机号' },
                    { pattern: PHONE_PATTERN, message: '请输入正确的手机号码' },
                  ]}
                >
                  <PhoneInput />
                </Form.Item>
                <Form.Item
                  name="address"
                  label="收货地址"
                  rules={[
                    { required: true, whitespace: true, message: '请输入收货地址' },
                    { max: 200, message: '地址最多200个字' },
                  ]}
                >
                  <Input.TextArea rows={2} maxLength={200} />
                </Form.Item>
              </Form>
            )}
          </>
        )}
      </Modal>
    </div>
  );
}
