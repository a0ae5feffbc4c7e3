import { useOutletContext } from 'react-router';
import type { Operator } from '@shp/contracts';
import { OperatorManager } from '../../features/admin-auth/OperatorManager';

export default function AdminOperatorsPage() {
  return <OperatorManager operator={useOutletContext<Operator>()} />;
}
