import { Result } from 'antd';
import { ButtonLink } from '../../components/ButtonLink';

/** A detail page opened without a usable id. */
export function MissingId({ back, label }: { back: string; label: string }) {
  return <div className="sc-card"><Result status="404" title="页面参数有误" subTitle="链接不完整或已失效" extra={<ButtonLink to={back}>{label}</ButtonLink>} /></div>;
}
