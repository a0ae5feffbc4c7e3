import { useEffect, useState } from 'react';
import { Button, Modal } from 'antd';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { StorageKey, agreementAgreeOp, type AgreementConsent } from '@shp/contracts';
import { callApi } from '../../lib/api-client';
import { showError } from '../../lib/notify';
import { logout, useSession } from '../../lib/session';
import { local, readJson } from '../../lib/storage';
import { consentStatusQuery } from './api/agreements';

type StoredVersions = Record<string, Record<string, string | null>>;

/** SPEC §3: the per-user agreement versions are also kept in local storage. */
function storeVersions(userId: string, consent: AgreementConsent) {
  const all = readJson<StoredVersions>(local.get(StorageKey.AGREEMENT_VERSIONS)) ?? {};
  all[userId] = Object.fromEntries(consent.items.map((i) => [i.code, i.agreedVersion]));
  local.set(StorageKey.AGREEMENT_VERSIONS, JSON.stringify(all));
}

/**
 * SPEC §4: a member whose agreed version differs from the latest of either document is asked to
 * agree again; the consent is stored on the server per user and version.
 */
export function ReAgreeHost() {
  const session = useSession();
  const queryClient = useQueryClient();
  const status = useQuery({ ...consentStatusQuery(session?.token ?? ''), enabled: Boolean(session) });
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (session && status.data) storeVersions(session.userId, status.data);
  }, [session, status.data]);

  if (!session || !status.data?.reAgree) return null;
  const token = session.token;
  const outdated = status.data.items.filter((i) => i.latestVersion && i.agreedVersion !== i.latestVersion);

  async function agree() {
    setBusy(true);
    try {
      const ids = outdated.map((i) => i.latestId).filter((id): id is number => id !== null);
      const next = await callApi(agreementAgreeOp, { agreementIds: ids }, { silent: true });
      queryClient.setQueryData(consentStatusQuery(token).queryKey, next);
    } catch (e) {
      showError((e as Error).message || '提交失败，请稍后重试');
    } finally {
      setBusy(false);
    }
  }

  return (
    <Modal
      open
      closable={false}
      maskClosable={false}
      keyboard={false}
      title="协议更新提示"
      footer={[
        <Button key="no" onClick={() => void logout()} disabled={busy}>
          不同意并退出
        </Button>,
        <Button key="yes" type="primary" loading={busy} onClick={() => void agree()}>
          同意并继续
        </Button>,
      ]}
    >
      <p>为更好地保障您的权益，我们更新了以下协议，请仔细阅读：</p>
      <ul>
        {outdated.map((i) => (
          <li key={i.code}>
            <a href={i.code === 'AGREEMENT' ? '/serviceAgreement' : '/privacy'} target="_blank" rel="noopener">
              {i.code === 'AGREEMENT' ? '《用户服务协议》' : '《隐私政策》'}
            </a>
            （{i.latestVersion}版）
          </li>
        ))}
      </ul>
      <p>点击"同意并继续"即表示您已阅读并同意更新后的协议。</p>
    </Modal>
  );
}
