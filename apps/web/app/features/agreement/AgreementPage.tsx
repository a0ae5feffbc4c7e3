import { useState } from 'react';
import { Link } from 'react-router';
import { Breadcrumb, Button } from 'antd';
import type { AgreementCode, AgreementDetail } from '@shp/contracts';
import { AgreementText } from './AgreementText';
import { LegalHistoryDialog } from './LegalHistoryDialog';

/** /serviceAgreement and /privacy: the latest version (or ?id=) with its history dialog. */
export function AgreementPage({ code, agreement, isLatest }: { code: AgreementCode; agreement: AgreementDetail; isLatest: boolean }) {
  const [historyOpen, setHistoryOpen] = useState(false);
  const base = code === 'AGREEMENT' ? '/serviceAgreement' : '/privacy';
  return (
    <div className="shp-container" style={{ maxWidth: 880 }}>
      <Breadcrumb items={[{ title: <Link to="/">首页</Link> }, { title: agreement.name }]} style={{ marginTop: 16 }} />
      <h1 className="shp-page-title">{agreement.name}</h1>
      <p style={{ color: '#666', display: 'flex', gap: 12, flexWrap: 'wrap', alignItems: 'center' }}>
        <span>
          版本：{agreement.version}
          {isLatest ? '（当前版本）' : '（历史版本）'}
        </span>
        {!isLatest && <Link to={base}>查看当前版本</Link>}
        <Button size="small" onClick={() => setHistoryOpen(true)}>
          历史版本
        </Button>
      </p>
      <AgreementText content={agreement.content} />
      <LegalHistoryDialog code={code} open={historyOpen} onClose={() => setHistoryOpen(false)} />
    </div>
  );
}
