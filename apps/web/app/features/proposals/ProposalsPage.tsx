import { useState } from 'react';
import { Button, Card, Empty, Form, Input, List, Radio, Result, Select, Skeleton, Space, Tag, Typography } from 'antd';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { CORRECTION_TARGETS, PHONE_PATTERN, PROPOSAL_KINDS, createProposalOp, proposalListOp, type Proposal } from '@shp/contracts';
import { chinaDateTime } from '../../lib/format';
import { callApi } from '../../lib/api-client';
import { Pager } from '../../components/Pager';
import { PastLastPage } from '../../components/PastLastPage';
import { usePagerQuery } from '../../hooks/use-pager-query';
import { PhoneInput } from '../../components/PhoneInput';
import { useFormDraft } from '../../hooks/use-form-draft';
import { showSuccess } from '../../lib/notify';
import { handler } from '../../lib/handler';
import { invalidateOps, MESSAGE_CENTRE_OPS } from '../../lib/query-keys';
import { proposalListQuery } from './api/proposals';

type Kind = Proposal['kind'];
// Counted as the API counts them (it trims), so padding spaces do not pass here and fail there.
const trimmed = (v?: string) => v?.trim();
const STATUS_COLOR: Record<Proposal['status'], string> = { pending: 'orange', processing: 'blue', replied: 'green', closed: 'default' };

interface Values {
  kind: Kind;
  targetType?: keyof typeof CORRECTION_TARGETS;
  targetName?: string;
  content: string;
  contactPhone?: string;
}

/**
 * /proPosal (complaints, suggestions, product suggestions) and /complaintsReport (info correction):
 * a form and the member's records with their status and replies.
 */
export function ProposalsPage({
  token,
  mode,
  prefill,
}: {
  token: string;
  mode: 'proposal' | 'correction';
  prefill?: { targetType?: string; targetName?: string; targetId?: string };
}) {
  const qc = useQueryClient();
  const [form] = Form.useForm<Values>();
  const draft = useFormDraft(form, `proposal-${mode}-${prefill?.targetId ?? ''}`);
  const [busy, setBusy] = useState(false);
  const { page: pageNum, pageSize, setPage } = usePagerQuery();
  const page = { pageNum, pageSize };
  const kinds: Kind[] = mode === 'correction' ? ['correction'] : ['complaint', 'suggestion', 'product'];
  const list = useQuery(proposalListQuery(token, kinds, page));
  const targetId = prefill?.targetId && /^\d+$/.test(prefill.targetId) ? Number(prefill.targetId) : undefined;

  // The id of the page the member came from names the item only while the form still does: the
  // server records that item's catalogue name, so a member who changed the object or the name
  // would otherwise see their correction filed under the item they came from.
  const aboutLinkedItem = (v: Values) => targetId !== undefined && v.targetType === prefill?.targetType && v.targetName?.trim() === prefill?.targetName?.trim();

  async function submit(v: Values) {
    setBusy(true);
    try {
      await callApi(createProposalOp, {
        kind: mode === 'correction' ? 'correction' : v.kind,
        content: v.content,
        contactPhone: v.contactPhone || undefined,
        ...(mode === 'correction' ? { targetType: v.targetType, targetName: v.targetName, targetId: aboutLinkedItem(v) ? targetId : undefined } : {}),
      });
      showSuccess('提交成功，我们会在1个工作日内处理');
      form.resetFields(['content', 'targetName']);
      draft.clear();
      setPage(1, pageSize);
      await invalidateOps(qc, [proposalListOp], token);
      await invalidateOps(qc, MESSAGE_CENTRE_OPS);
    } catch {
      // shown by callApi
    } finally {
      setBusy(false);
    }
  }

  const title = mode === 'correction' ? '信息纠错' : '投诉建议';
  return (
    <div className="pc-stack">
      <Card
        className="pc-card-plain"
        title={
          <h1 className="pc-title" style={{ margin: 0 }}>
            {title}
          </h1>
        }
      >
        <Form<Values>
          form={form}
          layout="vertical"
          onFinish={handler(submit)}
          onValuesChange={draft.onValuesChange}
          initialValues={{
            kind: 'suggestion',
            targetType: (prefill?.targetType && prefill.targetType in CORRECTION_TARGETS ? prefill.targetType : 'mall') as Values['targetType'],
            targetName: prefill?.targetName ?? '',
          }}
        >
          {mode === 'proposal' ? (
            <Form.Item name="kind" label="反馈类型" rules={[{ required: true, message: '请选择反馈类型' }]}>
              <Radio.Group
                optionType="button"
                options={(['complaint', 'suggestion', 'product'] as const).map((k) => ({ label: PROPOSAL_KINDS[k], value: k }))}
              />
            </Form.Item>
          ) : (
            <Space wrap size={16} style={{ width: '100%' }}>
              <Form.Item name="targetType" label="纠错对象" rules={[{ required: true, message: '请选择纠错对象' }]}>
                <Select style={{ width: 160 }} options={Object.entries(CORRECTION_TARGETS).map(([value, label]) => ({ value, label }))} />
              </Form.Item>
              <Form.Item
                name="targetName"
                label="名称"
                rules={[
                  { required: true, whitespace: true, message: '请填写需要纠错的对象' },
                  { max: 120, message: '名称最多120个字' },
                ]}
              >
                <Input style={{ width: 280, maxWidth: '100%' }} maxLength={120} placeholder="如：某某购物中心" />
              </Form.Item>
            </Space>
          )}
          <Form.Item
            name="content"
            validateFirst
            label={mode === 'correction' ? '错误内容与正确信息' : '具体内容'}
            rules={[
              { required: true, whitespace: true, message: '请填写内容' },
              { min: 5, transform: trimmed, message: '请至少填写5个字的内容' },
              { max: 1000, message: '内容最多1000个字' },
            ]}
          >
            <Input.TextArea
              rows={4}
              maxLength={1000}
              showCount
              placeholder={mode === 'correction' ? '请描述哪里有误，以及正确的信息' : '请描述您遇到的问题或建议'}
            />
          </Form.Item>
          <Form.Item name="contactPhone" label="联系电话（选填）" rules={[{ pattern: PHONE_PATTERN, message: '请输入正确的手机号码' }]}>
            <PhoneInput style={{ width: 200 }} />
          </Form.Item>
          <Button type="primary" htmlType="submit" loading={busy} data-testid="proposal-submit">
            提交
          </Button>
        </Form>
      </Card>
      <Card className="pc-card-plain" title={mode === 'correction' ? '我的纠错记录' : '我的反馈记录'}>
        {list.isPending ? (
          <Skeleton active />
        ) : list.isError ? (
          <Result status="warning" title="记录加载失败" extra={<Button onClick={() => void list.refetch()}>重试</Button>} />
        ) : list.data.total === 0 ? (
          <Empty description="暂无记录" />
        ) : list.data.list.length === 0 ? (
          <PastLastPage onFirst={() => setPage(1, pageSize)} />
        ) : (
          <>
            <List
              dataSource={list.data.list}
              renderItem={(p) => (
                <List.Item data-testid="proposal-item" extra={<Tag color={STATUS_COLOR[p.status]}>{p.statusText}</Tag>}>
                  <div style={{ flex: 1, minWidth: 0 }}>
                    <Space wrap size={8}>
                      <Tag>{p.kindText}</Tag>
                      {p.targetName && (
                        <Typography.Text strong>
                          {CORRECTION_TARGETS[p.targetType as keyof typeof CORRECTION_TARGETS] ?? ''}：{p.targetName}
                        </Typography.Text>
                      )}
                      <Typography.Text type="secondary">{chinaDateTime(p.createTime)}</Typography.Text>
                    </Space>
                    <Typography.Paragraph style={{ margin: '6px 0 0' }}>{p.content}</Typography.Paragraph>
                    {p.reply && (
                      <Typography.Paragraph type="success" style={{ margin: '4px 0 0' }}>
                        平台回复：{p.reply}
                      </Typography.Paragraph>
                    )}
                  </div>
                </List.Item>
              )}
            />
            <Pager total={list.data.total} page={pageNum} pageSize={pageSize} onChange={setPage} />
          </>
        )}
      </Card>
    </div>
  );
}
