import { useOutletContext } from 'react-router';
import type { Operator } from '@shp/contracts';
import { ContentManager } from '../../features/admin-content/ContentManager';

export default function AdminContentManagerPage() {
  return <ContentManager operator={useOutletContext<Operator>()} />;
}
