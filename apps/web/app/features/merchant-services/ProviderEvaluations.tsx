import { useState } from 'react';
import { Empty, Modal } from 'antd';
import { Stars } from '../../components/Stars';
import { useQuery } from '@tanstack/react-query';
import type { Provider } from '@shp/contracts';
import { Loading } from '../../components/Loading';
import { Pager } from '../../components/Pager';
import { chinaDate } from '../../lib/format';
import { providerEvaluationsQuery } from './api/merchant-services';

const PAGE_SIZE = 10;

/** Members' evaluations of one provider, newest first, ten a page. */
export function ProviderEvaluations({ provider, onClose }: { provider: Provider; onClose: () => void }) {
  const [page, setPage] = useState(1);
  const q = useQuery(providerEvaluationsQuery(provider.id, page, PAGE_SIZE));
  return (
    <Modal open title={`${provider.name}的评价`} footer={null} onCancel={onClose} destroyOnHidden>
      {q.isError ? (
        <Empty description="评价加载失败，请稍后重试" />
      ) : !q.data ? (
        <div style={{ minHeight: 120, display: 'grid', placeItems: 'center' }}>
          <Loading label="评价加载中" />
        </div>
      ) : q.data.list.length === 0 ? (
        <Empty description="暂无评价" />
      ) : (
        <ul className="shp-c-related" data-testid="provider-evaluations">
          {q.data.list.map((e) => (
            <li key={e.id}>
              <div className="shp-c-meta">
                <b>{e.memberName}</b>
                <Stars value={e.stars} size={12} />
                <span>{chinaDate(e.createdAt)}</span>
              </div>
              <p style={{ margin: '4px 0 0' }}>{e.content}</p>
            </li>
          ))}
        </ul>
      )}
      {q.data && <Pager total={q.data.total} page={page} pageSize={PAGE_SIZE} pageSizes={[PAGE_SIZE]} onChange={(p) => setPage(p)} />}
    </Modal>
  );
}
