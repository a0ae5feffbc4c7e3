import { useRouteLoaderData, useSearchParams } from 'react-router';
import type { SiteConfig } from '@shp/contracts';
import { ContractDetail } from '../../features/contracts/ContractDetail';
import { WithSession } from './with-session';

/** Serves /newsContractDetail and /newsContractDetails (both SPEC routes show one contract by ?id). */
export default function NewsContractDetailPage() {
  const [q] = useSearchParams();
  const id = q.get('id');
  const root = useRouteLoaderData('root') as { site?: SiteConfig } | undefined;
  return (
    <WithSession>
      {(token) => <ContractDetail token={token} id={id && /^\d+$/.test(id) ? Number(id) : null} contractUrl={root?.site?.contractUrl} />}
    </WithSession>
  );
}
