import { useState } from 'react';
import { Button, Form, Modal, Result } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { providerEvaluateOp, type Provider } from '@shp/contracts';
import { callApi } from '../../lib/api-client';
import { invalidateOps } from '../../lib/query-keys';
import { EvaluationFields } from '../../components/EvaluationFields';
import { EVALUATION_OPS } from './api/merchant-services';

/**
 * Stars and text for a provider the member was served by (the card offers it only then; the API
 * checks again). After it is sent, the page's score and count are the server's on the next load.
 */
export function ProviderEvaluateForm({ provider, onClose }: { provider: Provider; onClose: () => void }) {
  const [form] = Form.useForm();
  const client = useQueryClient();
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState(false);
  const submit = async (v: { stars: number; content: string }) => {
    setBusy(true);
    try {
      await callApi(providerEvaluateOp, { providerId: provider.id, ...v });
      setDone(true);
      await invalidateOps(client, EVALUATION_OPS);
    } catch {
      // Shown by the client (e.g. 您已评价过该服务商).
    } finally {
      setBusy(false);
    }
  };
  return (
    <Modal open title={`评价${provider.name}`} footer={null} onCancel={onClose} destroyOnHidden>
      {done ? (
        <Result status="success" title="评价成功" subTitle="感谢您的评价，刷新页面后可看到最新评分" extra={<Button onClick={onClose}>完成</Button>} />
      ) : (
        <Form form={form} layout="vertical" initialValues={{ stars: 5 }} onFinish={(v) => void submit(v)}>
          <EvaluationFields placeholder="说说服务商的服务：响应速度、专业程度、价格与售后…" />
          <Button type="primary" htmlType="submit" loading={busy} block>
            提交评价
          </Button>
        </Form>
      )}
    </Modal>
  );
}
