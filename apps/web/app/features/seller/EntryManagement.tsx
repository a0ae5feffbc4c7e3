import { useEffect, useState } from 'react';
import { Alert, Button, Checkbox, ConfigProvider, Empty, Form, Input, Modal, Popconfirm, Result, Select, Skeleton, Space, Table, Tag } from 'antd';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  PHONE_PATTERN,
  sellerBindStoreOp,
  sellerModifyBindStoreOp,
  sellerPartnerIncomingSaveOp,
  sellerShopListExportOp,
  sellerSignBindingOp,
  sellerSignatureResultOp,
  sellerUnbindStoreOp,
  type SellerStoreBinding,
  DEFAULT_PAGE_SIZE,
} from '@shp/contracts';
import { callApi } from '../../lib/api-client';
import { showInfo, showSuccess } from '../../lib/notify';
import { Pager } from '../../components/Pager';
import { PhoneInput } from '../../components/PhoneInput';
import {
  refreshSeller,
  useSellerAsker,
  bindBrandsQuery,
  bindingsQuery,
  companyQuery,
  entryStatusQuery,
  incomingProjectsQuery,
  plazaQuery,
  storesQuery,
} from './api/seller';
import { downloadExport } from './api/download';
import { STATUS_COLOR, dateTime } from './format';
import { usePhoneWidth } from '../../hooks/use-phone-width';
import { CardField, RowCard, RowCards } from '../../components/RowCards';

/** /sellerCenter/networkAcessManageList: supplier entry (company, projects, status) and store binding. */
export function EntryManagement() {
  return (
    <div>
      <SupplierEntry />
      <StoreBindings />
    </div>
  );
}

type CompanyValues = { name: string; creditCode: string; legalPerson: string; contact: string; phone: string; address: string; projectIds: number[] };

function SupplierEntry() {
  const asker = useSellerAsker();
  const qc = useQueryClient();
  const [form] = Form.useForm<CompanyValues>();
  const status = useQuery(entryStatusQuery(asker));
  const company = useQuery(companyQuery(asker));
  const projects = useQuery(incomingProjectsQuery(asker));
  const save = useMutation({
    mutationFn: (v: CompanyValues & { submit: boolean }) => callApi(sellerPartnerIncomingSaveOp, v),
    onSuccess: (r) => {
      showSuccess(r.status === 'pending' ? '入驻资料已提交，请等待审核' : '已保存草稿');
      void refreshSeller(qc, asker);
    },
  });
  useEffect(() => {
    if (company.data && status.data) form.setFieldsValue({ ...company.data, projectIds: status.data.projectIds });
  }, [company.data, status.data, form]);

  if (status.isPending || company.isPending || projects.isPending)
    return (
      <div className="sc-card">
        <Skeleton active />
      </div>
    );
  if (status.isError || company.isError || projects.isError) {
    return (
      <div className="sc-card">
        <Result status="warning" title="入驻信息加载失败" extra={<Button onClick={() => void refreshSeller(qc, asker)}>重试</Button>} />
      </div>
    );
  }
  const s = status.data;
  const locked = s.status === 'pending' || s.status === 'approved';
  const submit = (toReview: boolean) =>
    form
      .validateFields()
      .then((v) => save.mutate({ ...v, submit: toReview }))
      .catch(() => {});
  return (
    <div className="sc-card">
      <div className="sc-head">
        <h1 className="sc-title">入驻管理</h1>
        <Tag color={STATUS_COLOR[s.status] ?? 'default'} data-testid="entry-status">
          {s.statusText}
        </Tag>
      </div>
      {s.status === 'rejected' && <Alert type="error" showIcon style={{ marginBottom: 12 }} title={`驳回原因：${s.rejectReason ?? ''}，请修改后重新提交`} />}
      {s.status === 'pending' && <Alert type="info" showIcon style={{ marginBottom: 12 }} title={`资料已于${dateTime(s.submittedAt)}提交，平台审核中`} />}
      <Form<CompanyValues> form={form} layout="vertical" disabled={locked} style={{ maxWidth: 760 }} initialValues={{ projectIds: [] }}>
        <Form.Item name="projectIds" label="入驻项目" rules={[{ required: true, type: 'array', min: 1, message: '请至少选择一个入驻项目' }]}>
          <Checkbox.Group style={{ display: 'grid', gap: 8 }}>
            {projects.data.map((p) => (
              <Checkbox key={p.projectId} value={p.projectId}>
                <b>{p.name}</b>{' '}
                <span style={{ color: '#8c8c8c' }}>
                  {p.description}（要求：{p.requirements}）
                </span>
              </Checkbox>
            ))}
          </Checkbox.Group>
        </Form.Item>
        <Space wrap size={16} style={{ display: 'flex' }}>
          <Form.Item name="name" label="公司名称" rules={[{ required: true, whitespace: true, message: '请输入公司名称' }]}>
            <Input maxLength={100} style={{ width: 320 }} />
          </Form.Item>
          <Form.Item
            name="creditCode"
            label="统一社会信用代码"
            rules={[
              { required: true, message: '请输入18位统一社会信用代码' },
              { pattern: /^[0-9A-HJ-NPQRTUWXY]{2}\d{6}[0-9A-HJ-NPQRTUWXY]{10}$/, message: '请输入18位统一社会信用代码' },
            ]}
          >
            <Input maxLength={18} style={{ width: 240 }} />
          </Form.Item>
        </Space>
        <Space wrap size={16} style={{ display: 'flex' }}>
          <Form.Item name="legalPerson" label="法定代表人" rules={[{ required: true, whitespace: true, message: '请输入法定代表人' }]}>
            <Input maxLength={20} />
          </Form.Item>
          <Form.Item name="contact" label="联系人" rules={[{ required: true, whitespace: true, message: '请输入联系人' }]}>
            <Input maxLength={20} />
          </Form.Item>
          <Form.Item
            name="phone"
            label="联系电话"
            rules={[
              { required: true, message: '请输入正确的手机号码' },
              { pattern: PHONE_PATTERN, message: '请输入正确的手机号码' },
            ]}
          >
            <PhoneInput />
          </Form.Item>
        </Space>
        <Form.Item name="address" label="公司地址" rules={[{ required: true, whitespace: true, message: '请输入公司地址' }]}>
          <Input maxLength={200} />
        </Form.Item>
        {!locked && (
          <Space wrap>
            <Button onClick={() => void submit(false)} loading={save.isPending && !save.variables?.submit}>
              保存草稿
            </Button>
            <Button type="primary" onClick={() => void submit(true)} loading={save.isPending && save.variables?.submit}>
              提交审核
            </Button>
          </Space>
        )}
      </Form>
    </div>
  );
}

type BindValues = { plazaId?: number; storeId?: number; brandId?: number };

function StoreBindings() {
  const asker = useSellerAsker();
  const qc = useQueryClient();
  const [page, setPage] = useState({ pageNum: 1, pageSize: DEFAULT_PAGE_SIZE });
  const [editing, setEditing] = useState<SellerStoreBinding | 'new' | null>(null);
  const [signing, setSigning] = useState<SellerStoreBinding | null>(null);
  const [agree, setAgree] = useState(false);
  const [busy, setBusy] = useState(false);
  const q = useQuery(bindingsQuery(asker, page));
  const refresh = () => void refreshSeller(qc, asker);
  const unbind = useMutation({
    mutationFn: (bindingId: number) => callApi(sellerUnbindStoreOp, { bindingId }),
    onSuccess: () => (showSuccess('已解除绑定'), refresh()),
  });
  const sign = useMutation({
    mutationFn: (bindingId: number) => callApi(sellerSignBindingOp, { bindingId, agree: true }),
    onSuccess: () => (showSuccess('签约成功'), setSigning(null), refresh()),
  });
  const checkResult = async (b: SellerStoreBinding) => {
    try {
      const r = await callApi(sellerSignatureResultOp, { bindingId: b.bindingId });
      showInfo(`签约结果：${r.statusText}${r.signedAt ? `（${dateTime(r.signedAt)}）` : ''}`);
      refresh();
    } catch {
      // callApi has shown the message.
    }
  };
  // A phone gets one card a binding (below): the table scrolled sideways there.
  const phone = usePhoneWidth();
  const empty = <Empty description="还没有绑定店铺" />;
  const plazaOf = (b: SellerStoreBinding) => `${b.plazaName}（${b.cityName}）`;
  const signatureOf = (b: SellerStoreBinding) => (
    <Tag color={STATUS_COLOR[b.signatureStatus]} style={{ marginInlineEnd: 0 }}>
      {b.signatureText}
    </Tag>
  );
  /** A binding's actions: link buttons in the table's cell, whole buttons on a phone's card. */
  const actionsOf = (b: SellerStoreBinding, card: boolean) => {
    const kind = card ? ({ type: 'default' } as const) : ({ size: 'small', type: 'link' } as const);
    return [
      b.signatureStatus === 'unsigned' && (
        <Button key="sign" {...kind} onClick={() => (setAgree(false), setSigning(b))}>
          签约
        </Button>
      ),
      <Button key="result" {...kind} onClick={() => void checkResult(b)}>
        签约结果
      </Button>,
      <Button key="edit" {...kind} onClick={() => setEditing(b)}>
        修改
      </Button>,
      <Popconfirm key="unbind" title="确定解除绑定？" okText="解除" cancelText="取消" onConfirm={() => unbind.mutate(b.bindingId)}>
        <Button {...kind} danger>
          解绑
        </Button>
      </Popconfirm>,
    ].filter(Boolean);
  };
  const onExport = async () => {
    setBusy(true);
    try {
      await downloadExport(sellerShopListExportOp, {}, '店铺列表.xlsx');
    } catch {
      // callApi has shown the message.
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="sc-card">
      <div className="sc-head">
        <h2 className="sc-subtitle">店铺绑定</h2>
        <Space wrap>
          <Button onClick={() => void onExport()} loading={busy}>
            导出店铺列表
          </Button>
          <Button type="primary" onClick={() => setEditing('new')}>
            绑定店铺
          </Button>
        </Space>
      </div>
      {q.isError ? (
        <Result status="warning" title="店铺加载失败" extra={<Button onClick={() => void q.refetch()}>重试</Button>} />
      ) : phone ? (
        // A phone gets one card a binding: at 320 px the six columns scrolled sideways in their box.
        <RowCards
          label="店铺绑定"
          items={q.data?.list ?? []}
          rowKey={(b) => b.bindingId}
          loading={q.isPending}
          empty={empty}
          renderCard={(b) => (
            <RowCard title={plazaOf(b)} extra={signatureOf(b)}>
              <CardField label="店铺">{b.storeName}</CardField>
              <CardField label="铺位号">{b.bunkNo}</CardField>
              <CardField label="品牌">{b.brandName}</CardField>
              {/* Wrapping, not RowCard's one row of actions: four whole buttons do not fit 320 px side by
                  side. No space put between two characters (签 约), as RowCard's actions have none. */}
              <ConfigProvider button={{ autoInsertSpace: false }}>
                <Space wrap size={8} style={{ marginTop: 4 }}>
                  {actionsOf(b, true)}
                </Space>
              </ConfigProvider>
            </RowCard>
          )}
        />
      ) : (
        <div className="sc-table-wrap">
          <Table<SellerStoreBinding>
            rowKey="bindingId"
            loading={q.isPending}
            dataSource={q.data?.list ?? []}
            pagination={false}
            locale={{ emptyText: empty }}
            columns={[
              { title: '广场', key: 'plaza', render: (_: unknown, b: SellerStoreBinding) => plazaOf(b) },
              { title: '店铺', dataIndex: 'storeName', key: 'store', responsive: ['md' as const] },
              { title: '铺位号', dataIndex: 'bunkNo', key: 'bunk' },
              { title: '品牌', dataIndex: 'brandName', key: 'brand' },
              { title: '签约', key: 'sig', render: (_: unknown, b: SellerStoreBinding) => signatureOf(b) },
              {
                title: '操作',
                key: 'op',
                render: (_: unknown, b: SellerStoreBinding) => (
                  <Space wrap size={4}>
                    {actionsOf(b, false)}
                  </Space>
                ),
              },
            ]}
          />
        </div>
      )}
      {q.data && <Pager total={q.data.total} page={page.pageNum} pageSize={page.pageSize} onChange={(pageNum, pageSize) => setPage({ pageNum, pageSize })} />}
      {editing && <BindDialog binding={editing === 'new' ? null : editing} onClose={() => setEditing(null)} onDone={refresh} />}
      <Modal
        open={signing !== null}
        title="签署店铺绑定协议"
        okText="确认签署"
        cancelText="取消"
        okButtonProps={{ disabled: !agree }}
        confirmLoading={sign.isPending}
        onCancel={() => setSigning(null)}
        onOk={() => signing && sign.mutate(signing.bindingId)}
      >
        {signing && (
          <>
            <p>
              商家确认在 <b>{signing.plazaName}</b> 经营店铺 <b>{signing.storeName}</b>（铺位 {signing.bunkNo}），品牌为 <b>{signing.brandName}</b>
              ，并对所提供信息的真实性负责。
            </p>
            <Checkbox checked={agree} onChange={(e) => setAgree(e.target.checked)}>
              我已阅读并同意《店铺绑定协议》
            </Checkbox>
          </>
        )}
      </Modal>
    </div>
  );
}

function BindDialog({ binding, onClose, onDone }: { binding: SellerStoreBinding | null; onClose: () => void; onDone: () => void }) {
  const asker = useSellerAsker();
  const [form] = Form.useForm<BindValues>();
  const plazaId = Form.useWatch('plazaId', form) ?? binding?.plazaId;
  const [keyword, setKeyword] = useState('');
  const plazas = useQuery(plazaQuery(asker));
  const stores = useQuery({ ...storesQuery(asker, plazaId ?? 0), enabled: Boolean(plazaId) });
  const brands = useQuery(bindBrandsQuery(asker, keyword));
  const save = useMutation({
    mutationFn: (v: Required<BindValues>) =>
      binding ? callApi(sellerModifyBindStoreOp, { ...v, bindingId: binding.bindingId }) : callApi(sellerBindStoreOp, v),
    onSuccess: () => {
      showSuccess(binding ? '已修改，请重新签约' : '绑定成功，请完成签约');
      onDone();
      onClose();
    },
  });
  const brandOptions = [
    ...(binding && !brands.data?.list.some((b) => b.brandId === binding.brandId) ? [{ value: binding.brandId, label: binding.brandName }] : []),
    ...(brands.data?.list ?? []).map((b) => ({ value: b.brandId, label: b.brandName })),
  ];
  return (
    <Modal
      open
      title={binding ? '修改绑定店铺' : '绑定店铺'}
      okText="确定"
      cancelText="取消"
      confirmLoading={save.isPending}
      onCancel={onClose}
      onOk={() =>
        void form
          .validateFields()
          .then((v) => save.mutate(v as Required<BindValues>))
          .catch(() => {})
      }
    >
      {binding && <Alert type="warning" showIcon style={{ marginBottom: 12 }} title="修改后需重新签署绑定协议" />}
      <Form<BindValues>
        form={form}
        layout="vertical"
        initialValues={binding ? { plazaId: binding.plazaId, storeId: binding.storeId, brandId: binding.brandId } : {}}
      >
        <Form.Item name="plazaId" label="广场" rules={[{ required: true, message: '请选择广场' }]}>
          <Select
            showSearch
            optionFilterProp="label"
            placeholder="搜索广场名称"
            loading={plazas.isPending}
            options={(plazas.data?.list ?? []).map((p) => ({ value: p.plazaId, label: `${p.plazaName}（${p.cityName}）` }))}
            onChange={() => form.setFieldValue('storeId', undefined)}
          />
        </Form.Item>
        <Form.Item name="storeId" label="店铺（营业中）" rules={[{ required: true, message: '请选择店铺' }]}>
          <Select
            placeholder={plazaId ? '请选择店铺' : '先选择广场'}
            disabled={!plazaId}
            loading={stores.isFetching}
            notFoundContent="该广场暂无营业中的店铺"
            options={(stores.data ?? []).map((s) => ({
              value: s.storeId,
              label: `${s.bunkNo} · ${s.storeName}${s.bound && s.storeId !== binding?.storeId ? '（已被绑定）' : ''}`,
              disabled: s.bound && s.storeId !== binding?.storeId,
            }))}
          />
        </Form.Item>
        <Form.Item name="brandId" label="品牌" rules={[{ required: true, message: '请选择品牌' }]}>
          <Select showSearch filterOption={false} onSearch={setKeyword} placeholder="搜索品牌名称" loading={brands.isFetching} options={brandOptions} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
