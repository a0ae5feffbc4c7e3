import { Button, Descriptions, Result, Skeleton, Space, Tag, Typography } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { ApiError } from '../../lib/api-client';
import { contractDetailQuery } from './api/contracts';
import { isRefusal, refusalDetail } from '../../lib/detail-refusal';
import { formatNumber } from '../../lib/format';
import { ButtonLink } from '../../components/ButtonLink';

/**
 * /newsContractDetail and /newsContractDetails: a template or the member's own contract. One still
 * being signed offers the external contract-and-payment entry (SPEC §2), where it is signed.
 */
export function ContractDetail({ token, id, contractUrl }: { token: string; id: number | null; contractUrl?: string }) {
  const q = useQuery(contractDetailQuery(token, id));
  const back = <ButtonLink to="/personalCenter/newsContractList">返回合同列表</ButtonLink>;
  if (id === null)
    return (
      <div className="pc-card">
        <Result status="404" title="合同不存在" extra={back} />
      </div>
    );
  if (q.isPending)
    return (
      <div className="pc-card">
        <Skeleton active paragraph={{ rows: 10 }} />
      </div>
    );
  if (q.isError) {
    // `?id=0` is refused as 400 '合同不存在' and someone else's id as 404: both mean there is no such
    // contract for this member, which a retry cannot mend. Only a network failure or a 5xx can.
    if (isRefusal(q.error)) {
      return (
        <div className="pc-card">
          <Result status="404" title="合同不存在" subTitle={refusalDetail(q.error, '合同不存在')} extra={back} />
        </div>
      );
    }
    return (
      <div className="pc-card">
        <Result
          status="warning"
          title="合同加载失败"
          subTitle={q.error instanceof ApiError && q.error.network ? '网络异常，请稍后重试' : '系统异常，请稍后重试'}
          extra={[
            <Button key="r" type="primary" onClick={() => void q.refetch()}>
              重试
            </Button>,
            <span key="b">{back}</span>,
          ]}
        />
      </div>
    );
  }
  const c = q.data;
  return (
    <div className="pc-card">
      <h1 className="pc-title">
        {c.title} <Tag>{c.statusText}</Tag>
      </h1>
      <Descriptions size="small" bordered column={{ xs: 1, sm: 2 }} style={{ marginBottom: 16 }}>
        <Descriptions.Item label="编号">{c.contractNo}</Descriptions.Item>
        <Descriptions.Item label="甲方">{c.partyA}</Descriptions.Item>
        <Descriptions.Item label="乙方">{c.partyB}</Descriptions.Item>
        {c.amount != null && <Descriptions.Item label="金额">¥{formatNumber(c.amount)}</Descriptions.Item>}
        {c.startDate && (
          <Descriptions.Item label="期限">
            {c.startDate} 至 {c.endDate}
          </Descriptions.Item>
        )}
      </Descriptions>
      {c.paragraphs.map((p, i) => (
        <Typography.Paragraph key={i}>{p}</Typography.Paragraph>
      ))}
      <Space wrap>
        {c.status === 'signing' && contractUrl && (
          <Button type="primary" href={contractUrl} target="_blank" rel="noopener noreferrer">
            去签署与支付 ↗
          </Button>
        )}
        {back}
      </Space>
    </div>
  );
}
