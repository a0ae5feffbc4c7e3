import { useRouteLoaderData } from 'react-router';
import type { SiteConfig } from '@shp/contracts';
import { ContractList } from '../../features/contracts/ContractList';
import { useSession } from '../../lib/session';

/** Login not required (SPEC §2): visitors see the public templates, members their own contracts too. */
export default function NewsContractListPage() {
  const session = useSession();
  const root = useRouteLoaderData('root') as { site?: SiteConfig } | undefined;
  // The list is keyed by token, so it refetches with the member's contracts once the session is read.
  return <ContractList token={session?.token ?? null} contractUrl={root?.site?.contractUrl} />;
}
