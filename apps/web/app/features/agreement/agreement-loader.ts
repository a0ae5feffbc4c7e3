import { data, type AppLoadContext } from 'react-router';
import { agreementDetailOp, agreementLatestOp, type AgreementCode } from '@shp/contracts';
import { load } from '../../lib/server-data';

/** Server loader of the agreement pages: ?id= picks a version of the same document, else the latest. */
export async function loadAgreement(context: AppLoadContext, request: Request, code: AgreementCode) {
  const idParam = new URL(request.url).searchParams.get('id');
  const latest = await load(context, agreementLatestOp, { code }, { pageNum: 1, pageSize: 1 });
  const newest = latest.list[0];
  if (idParam) {
    if (!/^\d{1,9}$/.test(idParam)) throw data({ message: '协议编号有误' }, { status: 400 });
    const agreement = await load(context, agreementDetailOp, { id: Number(idParam) });
    if (agreement.code !== code) throw data({ message: '协议不存在' }, { status: 404 });
    return { agreement, isLatest: agreement.id === newest?.id };
  }
  if (!newest) throw data({ message: '协议不存在' }, { status: 404 });
  return { agreement: newest, isLatest: true };
}
