import { useRouteLoaderData } from 'react-router';
import type { SiteConfig } from '@shp/contracts';
import { MaintenanceNotice } from '../components/MaintenanceNotice';

/** SPEC §2: the maintenance page reads 'system upgrading' (the same notice every page shows in maintenance mode). */
export default function Maintenance() {
  const root = useRouteLoaderData('root') as { site?: SiteConfig } | undefined;
  return <MaintenanceNotice phone={root?.site?.phone} />;
}
