import { useState } from 'react';
import { Alert, Button, DatePicker, Form, Input, InputNumber, Modal, Radio, Segmented, Select, Space, Table, Tabs, Tag, Typography } from 'antd';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import dayjs from 'dayjs';
import { REPORT_REASON_LABELS, REPORT_STATUS_LABELS, adminListingTrustOp, adminReportListOp, adminStaleListOp, type ReportRow } from '@shp/contracts';
import { formatTime } from '../../lib/admin-call';
import { opKey } from '../../lib/query-keys';
import { showSuccess } from '../../lib/notify';
import { adminReportsQuery, resolveReport } from './api/admin-reports';
import { adminStaleQuery, confirmListing } from './api/admin-stale';
import { adminListingTrustQuery, fileBase64, verifyListing } from './api/admin-verify';

const PAGE = 20;

function Reports() {
  const [status, setStatus] = useState<'open' | 'upheld' | 'dismissed'>('open');
  const [page, setPage] = useState(1);
  const [resolving, setResolving] = useState<ReportRow | null>(null);
  const [form] = Form.useForm<{ status: 'upheld' | 'dismissed'; resolution: string }>();
  const qc = useQueryClient();
  const q = useQuery(adminReportsQuery(status, { pageNum: page, pageSize: PAGE }));

  async function resolve() {
    if (!resolving) return;
    const v = await form.validateFields();
    await resolveReport({ id: resolving.id, ...v });
    setResolving(null);
    showSuccess('已处理，已登录的举报人会收到处理结果');
    await qc.invalidateQueries({ queryKey: opKey(adminReportListOp) });
  }

  return (
    <>
      <Segmented
        value={status}
        onChange={(v) => (setStatus(v as typeof status), setPage(1))}
        options={(['open', 'upheld', 'dismissed'] as const).map((s) => ({ value: s, label: REPORT_STATUS_LABELS[s] }))}
        style={{ marginBottom: 12 }}
      />
      {q.isError && <Alert type="error" showIcon title="举报加载失败，请刷新重试" />}
      <Table<ReportRow>
        rowKey="id"
        size="small"
        loading={q.isPending}
        dataSource={q.data?.list ?? []}
        scroll={{ x: 720 }}
        locale={{ emptyText: status === 'open' ? '没有待处理的举报' : '暂无记录' }}
        pagination={{ current: page, pageSize: PAGE, total: q.data?.total ?? 0, onChange: setPage, showSizeChanger: false }}
        columns={[
          {
            title: '房源',
            render: (_, r) => (
              <Space direction="vertical" size={0}>
                <a href={r.link} target="_blank" rel="noreferrer">
                  {r.listingTitle}
                </a>
                {r.listingHidden && <Tag color="orange">已隐藏待审核</Tag>}
              </Space>
            ),
          },
          { title: '原因', render: (_, r) => REPORT_REASON_LABELS[r.reason], width: 90 },
          { title: '说明', dataIndex: 'note', render: (n: string) => n || '—' },
          { title: '举报人', render: (_, r) => (r.byMember ? '会员' : '游客'), width: 70 },
          { title: '时间', render: (_, r) => formatTime(r.createdAt), width: 150 },
          status === 'open'
            ? {
                title: '操作',
                width: 80,
                render: (_, r) => (
                  <Button size="small" type="primary" onClick={() => (form.resetFields(), setResolving(r))}>
                    处理
                  </Button>
                ),
              }
            : { title: '处理结果', render: (_, r) => `${REPORT_STATUS_LABELS[r.status]}：${r.resolution ?? ''}` },
        ]}
      />
      <Modal
        title={`处理举报：${resolving?.listingTitle ?? ''}`}
        open={resolving !== null}
        onOk={() => void resolve()}
        onCancel={() => setResolving(null)}
        okText="提交"
        cancelText="取消"
      >
        <Typography.Paragraph type="secondary">同一房源的所有待处理举报一并处理。属实：房源下架（不删除）；不属实：恢复展示。</Typography.Paragraph>
        <Form form={form} layout="vertical">
          <Form.Item name="status" label="处理结果" rules={[{ required: true, message: '请选择处理结果' }]}>
            <Radio.Group
              options={[
                { value: 'upheld', label: '属实，下架房源' },
                { value: 'dismissed', label: '不属实，继续展示' },
              ]}
            />
          </Form.Item>
          <Form.Item
            name="resolution"
            label="处理说明（会发给举报人）"
            rules={[
              { required: true, whitespace: true, message: '请填写处理说明' },
              { max: 500, message: '处理说明最多500个字' },
            ]}
          >
            <Input.TextArea rows={3} maxLength={500} />
          </Form.Item>
        </Form>
      </Modal>
    </>
  );
}

function Stale() {
  const [page, setPage] = useState(1);
  const qc = useQueryClient();
  const q = useQuery(adminStaleQuery({ pageNum: page, pageSize: PAGE }));
  return (
    <>
      <Typography.Paragraph type="secondary">
        超过120天未更新的房源在默认排序中靠后并标注「信息可能已过期」。核实后点「确认仍有效」，或在内容管理中更新信息。
      </Typography.Paragraph>
      {q.isError && <Alert type="error" showIcon title="列表加载失败，请刷新重试" />}
      <Table
        rowKey={(r) => `${r.target}-${r.id}`}
        size="small"
        loading={q.isPending}
        dataSource={q.data?.list ?? []}
        locale={{ emptyText: '没有待确认的房源' }}
        pagination={{ current: page, pageSize: PAGE, total: q.data?.total ?? 0, onChange: setPage, showSizeChanger: false }}
        columns={[
          {
            title: '房源',
            render: (_, r) => (
              <a href={r.link} target="_blank" rel="noreferrer">
                {r.title}
              </a>
            ),
          },
          { title: '类型', render: (_, r) => (r.target === 'mall' ? '商场' : '铺位/点位'), width: 90 },
          { title: '最后更新', render: (_, r) => formatTime(r.updatedAt), width: 150 },
          {
            title: '操作',
            width: 110,
            render: (_, r) => (
              <Button
                size="small"
                onClick={() =>
                  void confirmListing(r.target, r.id).then(async () => {
                    showSuccess('已确认，更新时间已刷新');
                    await qc.invalidateQueries({ queryKey: opKey(adminStaleListOp) });
                  })
                }
              >
                确认仍有效
              </Button>
            ),
          },
        ]}
      />
    </>
  );
}

function Verify() {
  const [form] = Form.useForm<{ target: 'shop' | 'mall'; id: number; verifiedOn: dayjs.Dayjs; evidence: string }>();
  const [file, setFile] = useState<File | null>(null);
  const [busy, setBusy] = useState(false);
  const [shown, setShown] = useState<{ target: 'shop' | 'mall'; id: number } | null>(null);
  const qc = useQueryClient();
  const record = useQuery({ ...adminListingTrustQuery(shown?.target ?? 'shop', shown?.id ?? 0), enabled: shown !== null });

  async function submit() {
    const v = await form.validateFields();
    if (!file) {
      Modal.error({ title: '请上传租赁权属文件' });
      return;
    }
    setBusy(true);
    try {
      await verifyListing({
        target: v.target,
        id: v.id,
        verifiedOn: v.verifiedOn.format('YYYY-MM-DD'),
        evidence: v.evidence,
        fileName: file.name.slice(0, 128) || 'document',
        dataBase64: await fileBase64(file),
      });
      showSuccess('已标记为已核验');
      setShown({ target: v.target, id: v.id });
      await qc.invalidateQueries({ queryKey: opKey(adminListingTrustOp) });
    } finally {
      setBusy(false);
    }
  }

  return (
    <Space direction="vertical" style={{ width: '100%', maxWidth: 560 }}>
      <Typography.Paragraph type="secondary">
        核验时上传租赁权属文件（产权证、租赁合同或授权书，PDF 或图片，≤2MB）。文件仅运营人员可见；前台卡片和详情显示「已核验」及日期。
      </Typography.Paragraph>
      <Form form={form} layout="vertical" initialValues={{ target: 'shop', verifiedOn: dayjs() }}>
        <Form.Item name="target" label="房源类型">
          <Select
            options={[
              { value: 'shop', label: '铺位/点位' },
              { value: 'mall', label: '商场' },
            ]}
          />
        </Form.Item>
        <Form.Item name="id" label="房源编号" rules={[{ required: true, message: '请输入房源编号' }]}>
          <InputNumber min={1} precision={0} style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item name="verifiedOn" label="核验日期" rules={[{ required: true, message: '请选择核验日期' }]}>
          <DatePicker disabledDate={(d) => d.isAfter(dayjs(), 'day')} style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item
          name="evidence"
          label="所见凭证说明"
          rules={[
            { required: true, whitespace: true, message: '请填写核验凭证说明' },
            { max: 500, message: '凭证说明最多500个字' },
          ]}
        >
          <Input.TextArea rows={2} maxLength={500} placeholder="如：核对了租赁合同原件与业主身份证" />
        </Form.Item>
        <Form.Item label="租赁权属文件" required>
          <input
            type="file"
            accept="application/pdf,image/png,image/jpeg,image/webp,image/gif"
            aria-label="租赁权属文件"
            onChange={(e) => setFile(e.target.files?.[0] ?? null)}
          />
        </Form.Item>
        <Button type="primary" loading={busy} onClick={() => void submit()}>
          标记已核验
        </Button>
      </Form>
      {shown && record.data && (
        <Table
          rowKey="createdAt"
          size="small"
          pagination={false}
          dataSource={record.data.verifications}
          columns={[
            { title: '核验日期', dataIndex: 'verifiedOn' },
            { title: '凭证说明', dataIndex: 'evidence' },
            {
              title: '文件',
              render: (_, r) => (
                <a href={r.documentUrl} target="_blank" rel="noreferrer">
                  查看
                </a>
              ),
            },
          ]}
        />
      )}
    </Space>
  );
}

/** /admin/trust: the report queue, listings to confirm, and 已核验 with its evidence (decision 062). */
export function TrustConsole() {
  return (
    <Tabs
      items={[
        { key: 'reports', label: '举报处理', children: <Reports /> },
        { key: 'stale', label: '待确认', children: <Stale /> },
        { key: 'verify', label: '核验', children: <Verify /> },
      ]}
    />
  );
}
