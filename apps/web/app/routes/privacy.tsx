import { useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { AgreementPage } from '../features/agreement/AgreementPage';
import { loadAgreement } from '../features/agreement/agreement-loader';

export const loader = ({ context, request }: LoaderFunctionArgs) => loadAgreement(context, request, 'PRIVACY_POLICY');

export default function Privacy() {
  const { agreement, isLatest } = useLoaderData<typeof loader>();
  return <AgreementPage code="PRIVACY_POLICY" agreement={agreement} isLatest={isLatest} />;
}
