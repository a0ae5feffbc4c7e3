import { useState } from 'react';
import { Link } from 'react-router';
import { Button, Card, Col, Modal, Result, Row, Skeleton, Tag, Typography } from 'antd';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { invalidateOps, MESSAGE_CENTRE_OPS } from '../../lib/query-keys';
import { drawOp, type LotteryDraw } from '@shp/contracts';
import { callApi } from '../../lib/api-client';
import { lotteryQuery, invalidatePoints } from './api/points';
import { handler } from '../../lib/handler';

const pct = (p: number) => `${(p * 100).toFixed(p < 0.01 ? 2 : 1)}%`;

/** /personalCenter/task: the points lottery; the server draws with crypto randomness and records it. */
export function Lottery({ token }: { token: string }) {
  const qc = useQueryClient();
  const info = useQuery(lotteryQuery(token));
  const [drawing, setDrawing] = useState(false);
  const [result, setResult] = useState<LotteryDraw | null>(null);

  async function draw() {
    setDrawing(true);
    try {
      const r = await callApi(drawOp, {});
      setResult(r.draw);
      await invalidatePoints(qc, token);
      await invalidateOps(qc, MESSAGE_CENTRE_OPS);
    } catch {
      // The server's reason (积分不足 …) is shown by callApi.
    } finally {
      setDrawing(false);
    }
  }

  if (info.isPending)
    return (
      <div className="pc-card">
        <Skeleton active />
      </div>
    );
  if (info.isError)
    return (
      <div className="pc-card">
        <Result status="warning" title="抽奖信息加载失败" extra={<Button onClick={() => void info.refetch()}>重试</Button>} />
      </div>
    );
  const { cost, balance, prizes } = info.data;
  return (
    <div className="pc-card">
      <div className="pc-card-head">
        <h1 className="pc-title">积分抽奖</h1>
        <Typography.Text>
          可用积分：
          <b style={{ color: '#d4380d' }} data-testid="lottery-balance">
            {balance}
          </b>
        </Typography.Text>
      </div>
      <Row gutter={[12, 12]}>
        {prizes.map((p) => (
          <Col key={p.id} xs={12} sm={8} md={8} lg={4}>
            <Card
              size="small"
              className={result?.prizeId === p.id ? 'pc-prize pc-prize-hit' : 'pc-prize'}
              cover={<img src={p.imageUrl} alt={p.name} style={{ aspectRatio: '1', objectFit: 'cover' }} />}
            >
              <Typography.Text strong>{p.name}</Typography.Text>
              <div style={{ fontSize: 12, color: '#8c8c8c' }}>{p.inStock ? `中奖率 ${pct(p.probability)}` : <Tag>已抽完</Tag>}</div>
            </Card>
          </Col>
        ))}
      </Row>
      <div style={{ textAlign: 'center', margin: '24px 0 8px' }}>
        <Button type="primary" size="large" loading={drawing} disabled={balance < cost} onClick={handler(draw)} data-testid="draw-button">
          {balance < cost ? `积分不足（每次 ${cost} 积分）` : `抽一次（消耗 ${cost} 积分）`}
        </Button>
        <div style={{ marginTop: 8 }}>
          <Link to="/personalCenter/myPrize">我的奖品</Link> · <Link to="/personalCenter/coinDetail">抽奖记录</Link> ·{' '}
          <Link to="/personalCenter/point">去赚积分</Link>
        </div>
      </div>
      <Typography.Paragraph type="secondary" style={{ fontSize: 12 }}>
        中奖率按当前有库存的奖品计算；结果由服务器随机产生并记录在「抽奖记录」中，积分类奖品即时到账，实物奖品由客服联系发放。
      </Typography.Paragraph>
      <Modal
        open={Boolean(result)}
        footer={
          <Button type="primary" onClick={() => setResult(null)}>
            知道了
          </Button>
        }
        onCancel={() => setResult(null)}
        title="抽奖结果"
      >
        {result && (
          <Result
            status={result.prizeKind === 'none' ? 'info' : 'success'}
            title={<span data-testid="draw-result">{result.prizeKind === 'none' ? '谢谢参与，再接再厉' : `恭喜抽中「${result.prizeName}」`}</span>}
            subTitle={result.prizeKind === 'points' ? '积分已到账' : result.prizeKind === 'goods' ? '客服将联系您发放奖品' : `本次消耗 ${result.cost} 积分`}
          />
        )}
      </Modal>
    </div>
  );
}
