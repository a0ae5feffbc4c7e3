import { useEffect, useState } from 'react';
import { Alert, Button, Card, Form, Input, Select, Space, Spin, Switch } from 'antd';
import { ArrowDownOutlined, ArrowUpOutlined } from '@ant-design/icons';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { HomeConfig } from '@shp/contracts';
import { ApiError } from '../../lib/api-client';
import { showSuccess } from '../../lib/notify';
import { homeConfigQuery, saveHomeConfig } from './api/admin-content';
import { handler } from '../../lib/handler';

/** Home page layout: section order, titles, on/off, and the search hot words. */
export function HomeConfigEditor() {
  const queryClient = useQueryClient();
  const config = useQuery(homeConfigQuery());
  const [form] = Form.useForm<HomeConfig>();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    if (config.data) form.setFieldsValue(config.data);
  }, [config.data, form]);
  if (config.isPending) return <Spin />;
  if (config.isError) return <Alert type="error" showIcon title="首页配置加载失败" />;
  return (
    <Form
      form={form}
      layout="vertical"
      onFinish={handler(async (v) => {
        setBusy(true);
        setError(null);
        try {
          await saveHomeConfig(v);
          showSuccess('首页配置已保存，刷新首页即可看到');
          await queryClient.invalidateQueries({ queryKey: homeConfigQuery().queryKey });
        } catch (err) {
          setError(err instanceof ApiError ? err.message : '网络异常，请稍后重试');
        } finally {
          setBusy(false);
        }
      })}
    >
      {error && <Alert type="error" showIcon title={error} style={{ marginBottom: 12 }} />}
      <Form.List name="sections">
        {(items, { move }) => (
          <Space direction="vertical" style={{ width: '100%' }}>
            {items.map((item, i) => (
              <Card key={item.key} size="small">
                <Space wrap align="start">
                  <Form.Item name={[item.name, 'key']} label="栏目" style={{ marginBottom: 0 }}>
                    <Input disabled style={{ width: 130 }} />
                  </Form.Item>
                  <Form.Item name={[item.name, 'title']} label="标题" rules={[{ required: true, message: '请输入栏目标题' }]} style={{ marginBottom: 0 }}>
                    <Input maxLength={32} style={{ width: 180 }} />
                  </Form.Item>
                  <Form.Item name={[item.name, 'subtitle']} label="副标题" style={{ marginBottom: 0 }}>
                    <Input maxLength={64} style={{ width: 200 }} />
                  </Form.Item>
                  <Form.Item name={[item.name, 'enabled']} label="显示" valuePropName="checked" style={{ marginBottom: 0 }}>
                    <Switch />
                  </Form.Item>
                  <Space style={{ marginTop: 30 }}>
                    <Button size="small" icon={<ArrowUpOutlined />} aria-label="上移" disabled={i === 0} onClick={() => move(i, i - 1)} />
                    <Button size="small" icon={<ArrowDownOutlined />} aria-label="下移" disabled={i === items.length - 1} onClick={() => move(i, i + 1)} />
                  </Space>
                </Space>
              </Card>
            ))}
          </Space>
        )}
      </Form.List>
      <Form.Item name="hotWords" label="搜索热词" style={{ marginTop: 16 }}>
        <Select mode="tags" tokenSeparators={[',', '，']} open={false} />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={busy}>
        保存首页配置
      </Button>
    </Form>
  );
}
