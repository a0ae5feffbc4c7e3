import { useState } from 'react';
import { Alert, Avatar, Button, Card, DatePicker, Empty, Form, Input, List, Popconfirm, Result, Select, Skeleton, Space, Tag } from 'antd';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { Dayjs } from 'dayjs';
import { APPOINTMENT_MAX_DAYS_AHEAD, APPOINTMENT_PERIODS, appointmentListOp, cancelAppointmentOp, createAppointmentOp, type Appointment } from '@shp/contracts';
import { callApi } from '../../lib/api-client';
import { outsideChinaDays } from '../../lib/china-days';
import { Pager } from '../../components/Pager';
import { PastLastPage } from '../../components/PastLastPage';
import { usePagerQuery } from '../../hooks/use-pager-query';
import { showSuccess } from '../../lib/notify';
import { handler } from '../../lib/handler';
import { invalidateOps, MESSAGE_CENTRE_OPS } from '../../lib/query-keys';
import { appointmentConsultantsQuery, appointmentListQuery } from './api/appointments';

const STATUS_COLOR: Record<Appointment['status'], string> = { pending: 'orange', confirmed: 'blue', done: 'green', cancelled: 'default' };

interface Values {
  consultantId: number;
  date: Dayjs;
  period: Appointment['period'];
  topic: string;
}

/** /personalCenter/makeAppointment: book a consultant (a lead for the operators) and see the bookings. */
export function AppointmentsPage({ token, consultantId }: { token: string; consultantId?: number }) {
  const qc = useQueryClient();
  const [form] = Form.useForm<Values>();
  const [busy, setBusy] = useState(false);
  const { page: pageNum, pageSize, setPage } = usePagerQuery();
  const page = { pageNum, pageSize };
  const consultants = useQuery(appointmentConsultantsQuery());
  const list = useQuery(appointmentListQuery(token, page));

  async function submit(v: Values) {
    setBusy(true);
    try {
      await callApi(createAppointmentOp, { consultantId: v.consultantId, appointDate: v.date.format('YYYY-MM-DD'), period: v.period, topic: v.topic });
      showSuccess('预约已提交，顾问将在1个工作日内与您确认');
      form.resetFields(['topic', 'date']);
      await invalidateOps(qc, [appointmentListOp], token);
      await invalidateOps(qc, MESSAGE_CENTRE_OPS);
    } catch {
      // shown by callApi
    } finally {
      setBusy(false);
    }
  }

  async function cancel(id: number) {
    try {
      await callApi(cancelAppointmentOp, { id });
      showSuccess('预约已取消');
      await invalidateOps(qc, [appointmentListOp], token);
    } catch {
      // shown by callApi
    }
  }

  return (
    <div className="pc-stack">
      <Card
        className="pc-card-plain"
        title={
          <h1 className="pc-title" style={{ margin: 0 }}>
            我的预约
          </h1>
        }
      >
        {consultants.isError && (
          // Without the consultants no booking can be made: say so where the member is looking.
          <Alert
            type="warning"
            showIcon
            style={{ marginBottom: 16 }}
            title="顾问列表加载失败，请稍后重试"
            action={
              <Button size="small" onClick={() => void consultants.refetch()}>
                重试
              </Button>
            }
          />
        )}
        <Form<Values> form={form} layout="vertical" onFinish={handler(submit)} initialValues={{ period: 'morning', consultantId }}>
          <Form.Item name="consultantId" label="顾问" rules={[{ required: true, message: '请选择顾问' }]}>
            <Select
              showSearch
              optionFilterProp="label"
              loading={consultants.isPending}
              placeholder="请选择顾问"
              options={(consultants.data ?? []).map((c) => ({ value: c.id, label: `${c.name}（${c.title}）` }))}
            />
          </Form.Item>
          <Space wrap size={16}>
            <Form.Item name="date" label="日期" rules={[{ required: true, message: '请选择预约日期' }]}>
              <DatePicker disabledDate={outsideChinaDays(1, APPOINTMENT_MAX_DAYS_AHEAD)} placeholder="选择日期" />
            </Form.Item>
            <Form.Item name="period" label="时段" rules={[{ required: true, message: '请选择预约时段' }]}>
              <Select style={{ width: 200 }} options={Object.entries(APPOINTMENT_PERIODS).map(([value, label]) => ({ value, label }))} />
            </Form.Item>
          </Space>
          <Form.Item
            name="topic"
            label="咨询事项"
            rules={[
              { required: true, whitespace: true, message: '请填写咨询事项' },
              { min: 2, transform: (v?: string) => v?.trim(), message: '请填写咨询事项' },
              { max: 200, message: '咨询事项最多200个字' },
            ]}
          >
            <Input.TextArea rows={3} maxLength={200} showCount placeholder="如：计划在北京开设3家门店，想了解朝阳区的铺位" />
          </Form.Item>
          <Button type="primary" htmlType="submit" loading={busy}>
            提交预约
          </Button>
        </Form>
      </Card>
      <Card className="pc-card-plain" title="我的预约">
        {list.isPending ? (
          <Skeleton active />
        ) : list.isError ? (
          <Result status="warning" title="预约加载失败" extra={<Button onClick={() => void list.refetch()}>重试</Button>} />
        ) : list.data.total === 0 ? (
          <Empty description="暂无预约" />
        ) : list.data.list.length === 0 ? (
          <PastLastPage onFirst={() => setPage(1, pageSize)} />
        ) : (
          <>
            <List
              dataSource={list.data.list}
              renderItem={(a) => (
                <List.Item
                  actions={[
                    a.status === 'pending' || a.status === 'confirmed' ? (
                      // eslint-disable-next-line @typescript-eslint/no-misused-promises -- antd's Popconfirm awaits onConfirm (its OK button loads until the promise settles)
                      <Popconfirm key="c" title="取消这次预约？" okText="取消预约" cancelText="再想想" onConfirm={() => cancel(a.id)}>
                        <Button type="link" danger>
                          取消
                        </Button>
                      </Popconfirm>
                    ) : null,
                  ]}
                >
                  <List.Item.Meta
                    avatar={
                      <Avatar src={a.consultantAvatar} alt="">
                        {a.consultantName.slice(0, 1)}
                      </Avatar>
                    }
                    title={
                      <Space wrap>
                        {a.consultantName}
                        <Tag color={STATUS_COLOR[a.status]}>{a.statusText}</Tag>
                      </Space>
                    }
                    description={`${a.appointDate} ${a.periodText} · ${a.topic}`}
                  />
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
