import { useState } from 'react';
import { Button, Empty, Modal, Result, Spin } from 'antd';
import { useQuery } from '@tanstack/react-query';
import type { AgreementCode } from '@shp/contracts';
import { agreementDetailQuery, agreementHistoryQuery } from './api/agreements';
import { AgreementText } from './AgreementText';

const TITLES: Record<AgreementCode, string> = { AGREEMENT: '用户服务协议历史版本', PRIVACY_POLICY: '隐私政策历史版本' };

/** Legal-agreement history dialog (SPEC §1): every version, each readable in place. */
export function LegalHistoryDialog({ code, open, onClose }: { code: AgreementCode; open: boolean; onClose: () => void }) {
  const [viewing, setViewing] = useState<number | null>(null);
  const history = useQuery({ ...agreementHistoryQuery(code), enabled: open });
  const detail = useQuery({ ...agreementDetailQuery(viewing ?? 0), enabled: open && viewing !== null });

  let body: React.ReactNode;
  if (viewing !== null) {
    body = detail.isPending ? (
      <Spin style={{ display: 'block', margin: '32px auto' }} />
    ) : detail.isError ? (
      <Result status="warning" title="协议加载失败" />
    ) : (
      <div style={{ maxHeight: '60vh', overflow: 'auto' }}>
        <h3>
          {detail.data.name}（{detail.data.version}）
        </h3>
        <AgreementText content={detail.data.content} />
      </div>
    );
  } else if (history.isPending) {
    body = <Spin style={{ display: 'block', margin: '32px auto' }} />;
  } else if (history.isError) {
    // SPEC §8: an agreement-list failure empties the list and shows an error.
    body = <Result status="warning" title="历史版本加载失败，请稍后重试" extra={<Button onClick={() => void history.refetch()}>重试</Button>} />;
  } else if (!history.data.list.length) {
    body = <Empty description="暂无历史版本" />;
  } else {
    body = (
      <ul className="shp-legal-history" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
        {history.data.list.map((a, i) => (
          <li
            key={a.id}
            style={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 12, padding: '12px 0', borderBottom: '1px solid #f0f0f0' }}
          >
            <div>
              <div style={{ fontWeight: 500 }}>{a.name}</div>
              <div style={{ color: '#666' }}>{`版本：${a.version}${i === 0 ? '（当前版本）' : ''}`}</div>
            </div>
            <Button type="link" onClick={() => setViewing(a.id)}>
              查看
            </Button>
          </li>
        ))}
      </ul>
    );
  }

  return (
    <Modal
      open={open}
      title={TITLES[code]}
      onCancel={() => {
        setViewing(null);
        onClose();
      }}
      footer={viewing !== null ? <Button onClick={() => setViewing(null)}>返回列表</Button> : null}
      width={720}
      destroyOnHidden
    >
      {body}
    </Modal>
  );
}
