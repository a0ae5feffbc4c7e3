import { useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { AgreementPage } from '../features/agreement/AgreementPage';
import { loadAgreement } from '../features/agreement/agreement-loader';

export const loader = ({ context, request }: LoaderFunctionArgs) => loadAgreement(context, request, 'AGREEMENT');

export default function ServiceAgreement() {
  const { agreement, isLatest } = useLoaderData<typeof loader>();
  return <AgreementPage code="AGREEMENT" agreement={agreement} isLatest={isLatest} />;
}
