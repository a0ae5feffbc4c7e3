import { Link } from 'react-router';
import { Alert, Button, Empty, List, Result, Segmented, Skeleton, Space, Tag } from 'antd';
import { useQuery } from '@tanstack/react-query';
import type { ContractItem } from '@shp/contracts';
import { contractListQuery } from './api/contracts';
import { Pager } from '../../components/Pager';
import { PastLastPage } from '../../components/PastLastPage';
import { usePagerQuery } from '../../hooks/use-pager-query';
import { useQueryChoice } from '../../hooks/use-query-choice';
import { formatNumber } from '../../lib/format';

const SCOPES = ['all', 'mine', 'template'] as const;
type Scope = (typeof SCOPES)[number];

const STATUS_COLOR: Record<ContractItem['status'], string> = { template: 'default', signing: 'orange', active: 'green', ended: 'default' };

/**
 * /newsContractList (login not required, SPEC §2): a visitor sees the public standard contract
 * templates and is invited to log in; a member also sees their own contracts. The scope
 * (`scope`) and page live in the URL, so Back from a contract's 查看 shows the same list.
 */
export function ContractList({ token, contractUrl }: { token: string | null; contractUrl?: string }) {
  const [chosen, setScope] = useQueryChoice<Scope>('scope', SCOPES, 'all');
  // A visitor has no contracts of their own: an old link's scope=mine reads as the whole list.
  const scope = token ? chosen : 'all';
  const { page: pageNum, pageSize, setPage } = usePagerQuery();
  const page = { pageNum, pageSize };
  const q = useQuery(contractListQuery(token, scope, page));
  return (
    <div className="pc-card">
      <div className="pc-card-head">
        <h1 className="pc-title">合同列表</h1>
        {contractUrl && (
          <a href={contractUrl} target="_blank" rel="noopener noreferrer">
            合同签署与支付 ↗
          </a>
        )}
      </div>
      {!token && (
        <Alert
          type="info"
          showIcon
          style={{ marginBottom: 12 }}
          message="您正在浏览合同范本。登录后可查看与您相关的租赁和服务合同。"
          action={<Link to="/login?redirect=%2FpersonalCenter%2FnewsContractList">登录</Link>}
        />
      )}
      {token && (
        <Segmented
          style={{ marginBottom: 12 }}
          value={scope}
          onChange={(v) => setScope(v as Scope)}
          options={[
            { label: '全部', value: 'all' },
            { label: '我的合同', value: 'mine' },
            { label: '合同范本', value: 'template' },
          ]}
        />
      )}
      {q.isPending ? (
        <Skeleton active />
      ) : q.isError ? (
        <Result status="warning" title="合同加载失败" extra={<Button onClick={() => void q.refetch()}>重试</Button>} />
      ) : q.data.total === 0 ? (
        <Empty description={scope === 'mine' ? '暂无您的合同' : '暂无合同'} />
      ) : q.data.list.length === 0 ? (
        <PastLastPage onFirst={() => setPage(1, pageSize)} />
      ) : (
        <>
          <List
            dataSource={q.data.list}
            renderItem={(c) => (
              <List.Item
                data-testid="contract-item"
                actions={[
                  token ? (
                    <Link key="d" to={`/personalCenter/newsContractDetail?id=${c.id}`}>
                      查看
                    </Link>
                  ) : (
                    <Link key="l" to={`/login?redirect=${encodeURIComponent(`/personalCenter/newsContractDetail?id=${c.id}`)}`}>
                      登录后查看
                    </Link>
                  ),
                ]}
              >
                <List.Item.Meta
                  title={
                    <Space wrap>
                      {c.title}
                      <Tag color={STATUS_COLOR[c.status]}>{c.statusText}</Tag>
                    </Space>
                  }
                  description={
                    c.mine
                      ? `合同编号 ${c.contractNo} · ${c.partyA} / ${c.partyB}${c.amount != null ? ` · ¥${formatNumber(c.amount)}` : ''}${c.startDate ? ` · ${c.startDate} 至 ${c.endDate ?? ''}` : ''}`
                      : `范本编号 ${c.contractNo} · ${c.partyA} / ${c.partyB}`
                  }
                />
              </List.Item>
            )}
          />
          <Pager total={q.data.total} page={pageNum} pageSize={pageSize} onChange={setPage} />
        </>
      )}
    </div>
  );
}
