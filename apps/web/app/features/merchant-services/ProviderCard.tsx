import { useState } from 'react';
import { Avatar, Button } from 'antd';
import { Stars } from '../../components/Stars';
import { useQuery } from '@tanstack/react-query';
import type { Provider } from '@shp/contracts';
import { useSession } from '../../lib/session';
import { myEvaluationStateQuery } from './api/merchant-services';
import { ProviderEvaluations } from './ProviderEvaluations';
import { ProviderEvaluateForm } from './ProviderEvaluateForm';
import { PlainTag } from '../../components/PlainTag';

/**
 * A provider's score, shown only when evaluations stand behind it (the mean of members' stars,
 * decision 020); with none the card says so instead of showing a figure no member gave.
 */
export function ProviderRating({ rating, evaluationCount }: { rating: number | null; evaluationCount: number }) {
  if (evaluationCount === 0 || rating === null) return <span data-testid="provider-rating">暂无评价</span>;
  return (
    <>
      <Stars value={rating} size={12} />
      <span data-testid="provider-rating">{rating.toFixed(1)}分</span>
    </>
  );
}

export function ProviderCard({ p }: { p: Provider }) {
  const session = useSession();
  const state = useQuery({ ...myEvaluationStateQuery(session?.token ?? ''), enabled: Boolean(session) });
  const [open, setOpen] = useState<'list' | 'evaluate' | null>(null);
  const evaluable = Boolean(state.data?.evaluable.includes(p.id));
  const evaluated = Boolean(state.data?.evaluated.includes(p.id));
  return (
    <div className="shp-c-card" style={{ gridTemplateColumns: '64px minmax(0,1fr)' }} data-testid="provider-card">
      <Avatar shape="square" size={64} src={p.logoUrl} alt="" />
      <div>
        <h3>{p.name}</h3>
        <div className="shp-c-meta">
          <ProviderRating rating={p.rating} evaluationCount={p.evaluationCount} />
          {p.evaluationCount > 0 && (
            <Button type="link" size="small" style={{ padding: 0, height: 'auto' }} onClick={() => setOpen('list')}>
              {p.evaluationCount}条评价
            </Button>
          )}
          <span>{p.caseCount}个案例</span>
          <b style={{ color: '#c1320b' }}>{p.priceText}</b>
        </div>
        <p style={{ marginTop: 6 }}>{p.intro}</p>
        <div className="shp-c-meta">服务城市：{p.cityNames.join('、')}</div>
        {p.features.map((f) => (
          <PlainTag key={f}>{f}</PlainTag>
        ))}
        {evaluable && (
          <Button size="small" style={{ marginLeft: 4 }} onClick={() => setOpen('evaluate')}>
            评价服务商
          </Button>
        )}
        {evaluated && <PlainTag color="green">已评价</PlainTag>}
      </div>
      {open === 'list' && <ProviderEvaluations provider={p} onClose={() => setOpen(null)} />}
      {open === 'evaluate' && <ProviderEvaluateForm provider={p} onClose={() => setOpen(null)} />}
    </div>
  );
}
