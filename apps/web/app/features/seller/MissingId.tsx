import { Button, Result } from 'antd';
import { ButtonLink } from '../../components/ButtonLink';
import { ApiError } from '../../lib/api-client';
import { isRefusal, refusalDetail } from '../../lib/detail-refusal';

/** A detail page opened without a usable id. */
export function MissingId({ back, label }: { back: string; label: string }) {
  return (
    <div className="sc-card">
      <Result status="404" title="页面参数有误" subTitle="链接不完整或已失效" extra={<ButtonLink to={back}>{label}</ButtonLink>} />
    </div>
  );
}

/**
 * A detail that did not load. The server's refusal (404, or 400 for an id it rejects) means the item
 * is gone; a network failure or a server error is not '不存在' and can be retried.
 */
export function DetailFailed({ error, notFound, back, label, retry }: { error: unknown; notFound: string; back: string; label: string; retry: () => void }) {
  const gone = isRefusal(error);
  return (
    <div className="sc-card">
      {gone ? (
        <Result status="404" title={notFound} subTitle={refusalDetail(error, notFound)} extra={<ButtonLink to={back}>{label}</ButtonLink>} />
      ) : (
        <Result
          status="warning"
          title="加载失败"
          subTitle={error instanceof ApiError && error.network ? '网络异常，请稍后重试' : '系统异常，请稍后重试'}
          extra={[
            <Button key="r" type="primary" onClick={retry}>
              重试
            </Button>,
            <ButtonLink key="b" to={back}>
              {label}
            </ButtonLink>,
          ]}
        />
      )}
    </div>
  );
}
