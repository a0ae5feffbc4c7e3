import { useEffect, useMemo, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { Button, Checkbox, Empty, Form, Input, Popconfirm, Result, Select, Space, Table, Tag, Tooltip } from 'antd';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  SELLER_GOODS_STATUSES,
  SELLER_GOODS_STATUS_LABEL,
  sellerGoodsApproveOp,
  sellerGoodsDeleteOp,
  sellerGoodsShelfOp,
  type SellerGoodsStatus,
  type SellerGoodsFilter,
  type SellerGoodsSummary,
} from '@shp/contracts';
import { callApi } from '../../lib/api-client';
import { showSuccess } from '../../lib/notify';
import { Pager } from '../../components/Pager';
import { SearchForm } from '../../components/SearchForm';
import { refreshSeller, useSellerAsker, goodsListQuery } from './api/seller';
import { goodsFilterFromQuery, goodsFilterToQuery, onShelfOf, shelfOf, type Shelf } from './goods-filter-query';
import { usePagerQuery } from '../../hooks/use-pager-query';
import { usePhoneWidth } from '../../hooks/use-phone-width';
import { CardField, RowCard, RowCards } from '../../components/RowCards';
import { STATUS_COLOR, dateTime, yuan } from './format';
import { ButtonLink } from '../../components/ButtonLink';

type FormValues = { keyword?: string; status?: SellerGoodsStatus; shelf?: Shelf };

const formValuesOf = (f: SellerGoodsFilter): FormValues => ({ keyword: f.keyword, status: f.status, shelf: shelfOf(f.onShelf) });

/**
 * /sellerCenter/goods/list: site activity services with approval state, batch shelf and delete.
 * The filter and page live in the URL, so Back from a goods page or an edit shows the same list.
 */
export function GoodsList() {
  const asker = useSellerAsker();
  const [search, setSearch] = useSearchParams();
  const filter = useMemo(() => goodsFilterFromQuery(search), [search]);
  const { page: pageNum, pageSize, setPage } = usePagerQuery();
  const [form] = Form.useForm<FormValues>();
  const navigate = useNavigate();
  const qc = useQueryClient();
  const [selected, setSelected] = useState<number[]>([]);
  const q = useQuery(goodsListQuery(asker, filter, { pageNum, pageSize }));
  // Back and Forward change the URL under a mounted list: the fields follow what is applied.
  useEffect(() => form.setFieldsValue(formValuesOf(filter)), [form, filter]);
  const done = (text: string) => {
    showSuccess(text);
    setSelected([]);
    void refreshSeller(qc, asker);
  };
  const shelf = useMutation({
    mutationFn: (v: { ids: number[]; onShelf: boolean }) => callApi(sellerGoodsShelfOp, { goodsIds: v.ids, onShelf: v.onShelf }),
    onSuccess: (r, v) => done(`已${v.onShelf ? '上架' : '下架'}${r.updated}个商品`),
  });
  const remove = useMutation({ mutationFn: (ids: number[]) => callApi(sellerGoodsDeleteOp, { goodsIds: ids }), onSuccess: () => done('已删除') });
  const submit = useMutation({
    mutationFn: (goodsId: number) => callApi(sellerGoodsApproveOp, { goodsId }),
    onSuccess: () => done('已提交审核，请等待平台审核'),
  });

  // A phone gets one card a goods: the table would scroll sideways there.
  const phone = usePhoneWidth();
  /** A goods' actions: link buttons in the table's cell, whole buttons on a phone's card. */
  const actionsOf = (g: SellerGoodsSummary, card: boolean) => {
    const kind = card ? ({ type: 'default' } as const) : ({ size: 'small', type: 'link' } as const);
    return [
      g.status !== 'pending' && (
        <Button key="edit" {...kind} onClick={() => void navigate(`/sellerCenter/goods/addOrEdit?goodsId=${g.goodsId}`)}>
          编辑
        </Button>
      ),
      (g.status === 'draft' || g.status === 'rejected') && (
        <Button key="submit" {...kind} loading={submit.isPending && submit.variables === g.goodsId} onClick={() => submit.mutate(g.goodsId)}>
          提交审核
        </Button>
      ),
      g.status === 'approved' && (
        <Button key="shelf" {...kind} onClick={() => shelf.mutate({ ids: [g.goodsId], onShelf: !g.onShelf })}>
          {g.onShelf ? '下架' : '上架'}
        </Button>
      ),
      !g.onShelf && (
        <Popconfirm key="delete" title="确定删除该商品？" okText="删除" cancelText="取消" onConfirm={() => remove.mutate([g.goodsId])}>
          <Button {...kind} danger>
            删除
          </Button>
        </Popconfirm>
      ),
    ].filter(Boolean);
  };
  const empty = q.data?.total ? (
    // A page past the end (an old link, or goods deleted since): the filter is fine, the page is not.
    <Empty description="这一页没有更多了">
      <Button onClick={() => setPage(1, pageSize)}>回到第一页</Button>
    </Empty>
  ) : Object.values(filter).some((v) => v !== undefined) ? (
    // A filter that matches nothing: '暂无商品，点击“发布商品”添加' told a seller with goods to add some.
    <Empty description="没有符合条件的商品">
      <Button onClick={() => setSearch((prev) => goodsFilterToQuery(prev, {}), { preventScrollReset: true })}>清除筛选</Button>
    </Empty>
  ) : (
    <Empty description="暂无商品，点击“发布商品”添加" />
  );

  const columns = [
    {
      title: '商品',
      key: 'name',
      render: (_: unknown, g: SellerGoodsSummary) => (
        <Space style={{ minWidth: 160 }}>
          {g.coverUrl ? <img className="sc-thumb" src={g.coverUrl} alt="" /> : <span className="sc-thumb" />}
          <Link to={`/sellerCenter/goods/details?goodsId=${g.goodsId}`}>{g.name}</Link>
        </Space>
      ),
    },
    { title: '类型', dataIndex: 'typeName', key: 'typeName', className: 'sc-nowrap', responsive: ['lg' as const] },
    { title: '价格', key: 'price', render: (_: unknown, g: SellerGoodsSummary) => (g.minPrice === null ? '—' : `${yuan(g.minPrice)}起`) },
    { title: '库存', dataIndex: 'stock', key: 'stock', className: 'sc-nowrap', responsive: ['lg' as const] },
    { title: '销量', dataIndex: 'sales', key: 'sales', className: 'sc-nowrap', responsive: ['xl' as const] },
    {
      title: '审核状态',
      key: 'status',
      render: (_: unknown, g: SellerGoodsSummary) => (
        <Tooltip title={g.rejectReason ? `驳回原因：${g.rejectReason}` : undefined}>
          <Tag color={STATUS_COLOR[g.status]} data-testid="goods-status">
            {g.statusText}
          </Tag>
        </Tooltip>
      ),
    },
    {
      title: '上架',
      key: 'shelf',
      render: (_: unknown, g: SellerGoodsSummary) => <Tag color={g.onShelf ? 'green' : 'default'}>{g.onShelf ? '已上架' : '未上架'}</Tag>,
    },
    { title: '更新时间', key: 'updatedAt', responsive: ['xl' as const], render: (_: unknown, g: SellerGoodsSummary) => dateTime(g.updatedAt) },
    {
      title: '操作',
      key: 'actions',
      render: (_: unknown, g: SellerGoodsSummary) => (
        <Space wrap size={4}>
          {actionsOf(g, false)}
        </Space>
      ),
    },
  ];

  return (
    <div className="sc-card">
      <div className="sc-head">
        <h1 className="sc-title">场地活动服务</h1>
        <ButtonLink to="/sellerCenter/goods/addOrEdit" type="primary">
          发布商品
        </ButtonLink>
      </div>
      <SearchForm<FormValues>
        form={form}
        // A filter beyond 商品名称 (a link from the overview's 审核中 count) opens the form, so a phone shows it.
        defaultExpanded={filter.status !== undefined || filter.onShelf !== undefined}
        initialValues={formValuesOf(filter)}
        onSearch={(v) =>
          setSearch((prev) => goodsFilterToQuery(prev, { keyword: v.keyword?.trim() || undefined, status: v.status, onShelf: onShelfOf(v.shelf) }), {
            preventScrollReset: true,
          })
        }
      >
        <Form.Item name="keyword" label="商品名称">
          <Input placeholder="请输入商品名称" allowClear maxLength={50} />
        </Form.Item>
        <Form.Item name="status" label="审核状态">
          <Select
            allowClear
            placeholder="全部"
            style={{ minWidth: 120 }}
            options={SELLER_GOODS_STATUSES.map((s) => ({ value: s, label: SELLER_GOODS_STATUS_LABEL[s] }))}
          />
        </Form.Item>
        <Form.Item name="shelf" label="上架状态">
          <Select
            allowClear
            placeholder="全部"
            style={{ minWidth: 120 }}
            options={[
              { value: 'up', label: '已上架' },
              { value: 'down', label: '未上架' },
            ]}
          />
        </Form.Item>
      </SearchForm>
      <div className="sc-toolbar">
        <Button disabled={!selected.length} onClick={() => shelf.mutate({ ids: selected, onShelf: true })}>
          批量上架
        </Button>
        <Button disabled={!selected.length} onClick={() => shelf.mutate({ ids: selected, onShelf: false })}>
          批量下架
        </Button>
        <Popconfirm
          title={`确定删除选中的${selected.length}个商品？`}
          okText="删除"
          cancelText="取消"
          onConfirm={() => remove.mutate(selected)}
          disabled={!selected.length}
        >
          <Button danger disabled={!selected.length}>
            批量删除
          </Button>
        </Popconfirm>
        <span style={{ alignSelf: 'center', color: '#666' }}>仅审核通过的商品可以上架</span>
      </div>
      {q.isError ? (
        <Result status="warning" title="商品加载失败" extra={<Button onClick={() => void q.refetch()}>重试</Button>} />
      ) : (
        <div className="sc-table-wrap">
          {phone ? (
            <RowCards
              label="商品列表"
              items={q.data?.list ?? []}
              rowKey={(g) => g.goodsId}
              loading={q.isPending}
              empty={empty}
              itemProps={(g) => ({ 'data-goods-id': g.goodsId })}
              renderCard={(g) => (
                <RowCard
                  title={
                    <Space align="start">
                      {/* The batch buttons above act on what is ticked, as the table's selection column. */}
                      <Checkbox
                        aria-label={`选择${g.name}`}
                        checked={selected.includes(g.goodsId)}
                        onChange={(e) => setSelected((prev) => (e.target.checked ? [...prev, g.goodsId] : prev.filter((id) => id !== g.goodsId)))}
                      />
                      {g.coverUrl ? <img className="sc-thumb" src={g.coverUrl} alt="" /> : <span className="sc-thumb" />}
                      <Link to={`/sellerCenter/goods/details?goodsId=${g.goodsId}`}>{g.name}</Link>
                    </Space>
                  }
                  extra={
                    <Tag color={STATUS_COLOR[g.status]} style={{ marginInlineEnd: 0 }}>
                      {g.statusText}
                    </Tag>
                  }
                  actions={actionsOf(g, true)}
                >
                  {/* No hover on a phone: the reason a tooltip gives on the table is written out. */}
                  {g.rejectReason && <CardField label="驳回原因">{g.rejectReason}</CardField>}
                  <div>
                    {g.typeName} · {g.minPrice === null ? '—' : `${yuan(g.minPrice)}起`}
                  </div>
                  <div>
                    库存 {g.stock} · 销量 {g.sales} · <Tag color={g.onShelf ? 'green' : 'default'}>{g.onShelf ? '已上架' : '未上架'}</Tag>
                  </div>
                  <CardField label="更新时间">{dateTime(g.updatedAt)}</CardField>
                </RowCard>
              )}
            />
          ) : (
            <Table<SellerGoodsSummary>
              className="sc-goods-table"
              rowKey="goodsId"
              loading={q.isPending}
              dataSource={q.data?.list ?? []}
              columns={columns}
              pagination={false}
              rowSelection={{ selectedRowKeys: selected, onChange: (keys) => setSelected(keys.map(Number)) }}
              locale={{ emptyText: empty }}
            />
          )}
        </div>
      )}
      {q.data && <Pager total={q.data.total} page={pageNum} pageSize={pageSize} onChange={setPage} />}
    </div>
  );
}
