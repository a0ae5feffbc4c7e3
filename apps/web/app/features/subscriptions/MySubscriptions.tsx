import { useState } from 'react';
import { Link } from 'react-router';
import { Button, Empty, Form, Input, List, Modal, Popconfirm, Result, Skeleton, Space, Switch, Tag } from 'antd';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { savedSearchListOp, type SavedSearch } from '@shp/contracts';
import { opKey } from '../../lib/query-keys';
import { showSuccess } from '../../lib/notify';
import { savedSearchListQuery } from './api/list';
import { updateSavedSearch } from './api/update';
import { deleteSavedSearch } from './api/delete';

/** 我的订阅: the member's saved searches, each renamed, paused, switched to the SMS digest or deleted. */
export function MySubscriptions({ token }: { token: string }) {
  const q = useQuery(savedSearchListQuery(token));
  const qc = useQueryClient();
  const [editing, setEditing] = useState<SavedSearch | null>(null);
  const [name, setName] = useState('');
  const refresh = () => qc.invalidateQueries({ queryKey: opKey(savedSearchListOp, { asker: token }) });

  async function change(id: number, patch: { name?: string; paused?: boolean; smsDigest?: boolean }, done: string) {
    try {
      await updateSavedSearch({ id, ...patch });
      await refresh();
      showSuccess(done);
    } catch {
      // callApi has shown the message.
    }
  }

  if (q.isPending) return <Skeleton active paragraph={{ rows: 5 }} />;
  if (q.isError)
    return (
      <Result
        status="warning"
        title="订阅加载失败"
        extra={
          <Button onClick={() => void q.refetch()} type="primary">
            重试
          </Button>
        }
      />
    );
  const { list, limit } = q.data;
  return (
    <div className="shp-subscriptions">
      <p style={{ color: 'var(--shp-muted, #666)' }}>
        已保存 {list.length}/{limit} 个订阅。在找铺、找点位、找商场、找场地（含地图和画圈）页面点「保存搜索」即可添加。
      </p>
      {list.length === 0 ? (
        <Empty description="还没有订阅">
          <Link to="/findShopList?tabcheck=1">去找铺</Link>
        </Empty>
      ) : (
        <List
          dataSource={list}
          renderItem={(s) => (
            <List.Item
              key={s.id}
              actions={[
                <Button key="edit" size="small" onClick={() => (setEditing(s), setName(s.name))}>
                  改名
                </Button>,
                <Popconfirm
                  key="del"
                  title="删除这个订阅？"
                  okText="删除"
                  cancelText="取消"
                  onConfirm={() =>
                    void deleteSavedSearch(s.id)
                      .then(refresh)
                      .then(() => showSuccess('已删除'))
                  }
                >
                  <Button size="small" danger>
                    删除
                  </Button>
                </Popconfirm>,
              ]}
              style={{ flexWrap: 'wrap', rowGap: 8 }}
            >
              <List.Item.Meta
                title={
                  <Space wrap size={4}>
                    <Link to={s.link}>{s.name}</Link>
                    {s.paused && <Tag>已暂停</Tag>}
                  </Space>
                }
                description={
                  <Space direction="vertical" size={4}>
                    <span>{s.summary}</span>
                    <Space wrap>
                      <label>
                        <Switch
                          size="small"
                          checked={!s.paused}
                          onChange={(on) => void change(s.id, { paused: !on }, on ? '已恢复提醒' : '已暂停提醒')}
                          aria-label="接收提醒"
                        />{' '}
                        接收提醒
                      </label>
                      <label>
                        <Switch
                          size="small"
                          checked={s.smsDigest}
                          onChange={(on) => void change(s.id, { smsDigest: on }, on ? '已开启每日短信摘要' : '已关闭短信摘要')}
                          aria-label="每日短信摘要"
                        />{' '}
                        每日短信摘要
                      </label>
                    </Space>
                  </Space>
                }
              />
            </List.Item>
          )}
        />
      )}
      <Modal
        title="修改订阅名称"
        open={editing !== null}
        okText="保存"
        cancelText="取消"
        onCancel={() => setEditing(null)}
        onOk={() => {
          if (!editing) return;
          void change(editing.id, { name: name.trim() }, '已保存').then(() => setEditing(null));
        }}
        okButtonProps={{ disabled: !name.trim() }}
      >
        <Form layout="vertical">
          <Form.Item label="订阅名称" required>
            <Input value={name} maxLength={40} onChange={(e) => setName(e.target.value)} />
          </Form.Item>
        </Form>
      </Modal>
    </div>
  );
}
