import { useEffect, useMemo, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Button, DatePicker, Empty, Form, Input, Result, Select, Table, Tag } from 'antd';
import { useQuery } from '@tanstack/react-query';
import dayjs, { type Dayjs } from 'dayjs';
import {
  SELLER_ORDER_STATUSES,
  SELLER_ORDER_STATUS_LABEL,
  sellerOrderExportOp,
  type SellerOrderFilter,
  type SellerOrderStatus,
  type SellerOrderSummary,
} from '@shp/contracts';
import { Pager } from '../../components/Pager';
import { SearchForm } from '../../components/SearchForm';
import { usePagerQuery } from '../../hooks/use-pager-query';
import { usePhoneWidth } from '../../hooks/use-phone-width';
import { ButtonLink } from '../../components/ButtonLink';
import { CardField, RowCard, RowCards } from '../../components/RowCards';
import { orderListQuery, useSellerAsker } from './api/seller';
import { orderFilterFromQuery, orderFilterToQuery } from './order-filter-query';
import { downloadExport } from './api/download';
import { STATUS_COLOR, dateTime, yuan } from './format';

type FormValues = { orderNo?: string; status?: SellerOrderStatus; buyerPhone?: string; range?: [Dayjs | null, Dayjs | null] | null };

// Every field named, so setting these also clears what the URL no longer has.
const formValuesOf = (f: SellerOrderFilter): FormValues => ({
  orderNo: f.orderNo,
  status: f.status,
  buyerPhone: f.buyerPhone,
  range: f.dateFrom || f.dateTo ? [f.dateFrom ? dayjs(f.dateFrom) : null, f.dateTo ? dayjs(f.dateTo) : null] : null,
});

const detailOf = (o: SellerOrderSummary) => `/sellerCenter/orderDetail?orderId=${o.orderId}`;
const goodsOf = (o: SellerOrderSummary) => `${o.firstItemName}${o.itemCount > 1 ? ` 等${o.itemCount}件` : ''}`;
const actionOf = (o: SellerOrderSummary) => (o.status === 'paid' ? '去发货' : '详情');

/**
 * /sellerCenter/orderManageList: buyers' orders with filters and an xlsx export of what is filtered.
 * The filter and page live in the URL, so Back from an order, Forward, a bookmark or a shared link
 * shows the same list.
 */
export function OrderList() {
  const asker = useSellerAsker();
  const [search, setSearch] = useSearchParams();
  const filter = useMemo(() => orderFilterFromQuery(search), [search]);
  const { page: pageNum, pageSize, setPage } = usePagerQuery();
  const [form] = Form.useForm<FormValues>();
  const [exporting, setExporting] = useState(false);
  const q = useQuery(orderListQuery(asker, filter, { pageNum, pageSize }));
  // Back and Forward change the URL under a mounted list: the fields follow what is applied.
  useEffect(() => form.setFieldsValue(formValuesOf(filter)), [form, filter]);
  const applyFilter = (f: SellerOrderFilter) => setSearch((prev) => orderFilterToQuery(prev, f), { preventScrollReset: true });

  // A phone gets one card an order: the table would scroll sideways there.
  const phone = usePhoneWidth();
  const empty = q.data?.total ? (
    // A page past the end (an old link, or orders gone since): the filter is fine, the page is not.
    <Empty description="这一页没有更多了">
      <Button onClick={() => setPage(1, pageSize)}>回到第一页</Button>
    </Empty>
  ) : Object.values(filter).some((v) => v !== undefined) ? (
    // A filter that matches nothing is not a seller without orders: say so, and offer the way back.
    <Empty description="没有符合条件的订单">
      <Button
        onClick={() => {
          form.setFieldsValue(formValuesOf({}));
          applyFilter({});
        }}
      >
        清除筛选
      </Button>
    </Empty>
  ) : (
    <Empty description="暂无订单" />
  );

  const columns = [
    { title: '订单号', key: 'orderNo', render: (_: unknown, o: SellerOrderSummary) => <Link to={detailOf(o)}>{o.orderNo}</Link> },
    { title: '商品', key: 'goods', render: (_: unknown, o: SellerOrderSummary) => goodsOf(o) },
    { title: '买家', key: 'buyer', responsive: ['md' as const], render: (_: unknown, o: SellerOrderSummary) => `${o.buyerName} ${o.buyerPhone}` },
    { title: '实付金额', key: 'total', render: (_: unknown, o: SellerOrderSummary) => yuan(o.totalAmount) },
    {
      title: '状态',
      key: 'status',
      render: (_: unknown, o: SellerOrderSummary) => (
        <Tag color={STATUS_COLOR[o.status]} data-testid="order-status">
          {o.statusText}
        </Tag>
      ),
    },
    { title: '下单时间', key: 'createdAt', responsive: ['lg' as const], render: (_: unknown, o: SellerOrderSummary) => dateTime(o.createdAt) },
    { title: '操作', key: 'op', render: (_: unknown, o: SellerOrderSummary) => <Link to={detailOf(o)}>{actionOf(o)}</Link> },
  ];

  async function onExport() {
    setExporting(true);
    try {
      await downloadExport(sellerOrderExportOp, filter, '订单列表.xlsx');
    } catch {
      // callApi has shown the message.
    } finally {
      setExporting(false);
    }
  }

  return (
    <div className="sc-card">
      <div className="sc-head">
        <h1 className="sc-title">订单管理</h1>
        <Button onClick={() => void onExport()} loading={exporting}>
          导出订单
        </Button>
      </div>
      <SearchForm<FormValues>
        form={form}
        // A filter beyond the first field (a link from the overview's 待付款 count) opens the form: on a
        // phone the collapsed form showed only 订单号, and a list of one status looked like all orders.
        defaultExpanded={Boolean(filter.status || filter.buyerPhone || filter.dateFrom || filter.dateTo)}
        initialValues={formValuesOf(filter)}
        onSearch={(v) =>
          applyFilter({
            orderNo: v.orderNo?.trim() || undefined,
            status: v.status,
            buyerPhone: v.buyerPhone?.trim() || undefined,
            dateFrom: v.range?.[0]?.format('YYYY-MM-DD'),
            dateTo: v.range?.[1]?.format('YYYY-MM-DD'),
          })
        }
        onReset={() => {
          // resetFields went back to the filter the list opened with, not to none.
          form.setFieldsValue(formValuesOf({}));
          applyFilter({});
        }}
      >
        <Form.Item name="orderNo" label="订单号">
          <Input placeholder="请输入订单号" allowClear maxLength={32} />
        </Form.Item>
        <Form.Item name="status" label="订单状态">
          <Select
            allowClear
            placeholder="全部"
            style={{ minWidth: 120 }}
            options={SELLER_ORDER_STATUSES.map((s) => ({ value: s, label: SELLER_ORDER_STATUS_LABEL[s] }))}
          />
        </Form.Item>
        <Form.Item name="buyerPhone" label="买家手机" rules={[{ pattern: /^\d{0,11}$/, message: '手机号须为数字' }]}>
          <Input placeholder="手机号" allowClear maxLength={11} />
        </Form.Item>
        <Form.Item name="range" label="下单日期">
          <DatePicker.RangePicker />
        </Form.Item>
      </SearchForm>
      {q.isError ? (
        <Result status="warning" title="订单加载失败" extra={<Button onClick={() => void q.refetch()}>重试</Button>} />
      ) : (
        <div className="sc-table-wrap">
          {phone ? (
            <RowCards
              label="订单列表"
              items={q.data?.list ?? []}
              rowKey={(o) => o.orderId}
              loading={q.isPending}
              empty={empty}
              itemProps={(o) => ({ 'data-order-id': o.orderId })}
              renderCard={(o) => (
                <RowCard
                  title={<Link to={detailOf(o)}>{o.orderNo}</Link>}
                  extra={
                    <Tag color={STATUS_COLOR[o.status]} style={{ marginInlineEnd: 0 }}>
                      {o.statusText}
                    </Tag>
                  }
                  actions={
                    <ButtonLink to={detailOf(o)} type={o.status === 'paid' ? 'primary' : 'default'}>
                      {actionOf(o)}
                    </ButtonLink>
                  }
                >
                  <div>{goodsOf(o)}</div>
                  <CardField label="实付金额">{yuan(o.totalAmount)}</CardField>
                  <CardField label="买家">
                    {o.buyerName} {o.buyerPhone}
                  </CardField>
                  <CardField label="下单时间">{dateTime(o.createdAt)}</CardField>
                </RowCard>
              )}
            />
          ) : (
            <Table<SellerOrderSummary>
              rowKey="orderId"
              loading={q.isPending}
              dataSource={q.data?.list ?? []}
              columns={columns}
              pagination={false}
              locale={{ emptyText: empty }}
            />
          )}
        </div>
      )}
      {q.data && <Pager total={q.data.total} page={pageNum} pageSize={pageSize} onChange={setPage} />}
    </div>
  );
}
