import { useOutletContext } from 'react-router';
import type { Operator } from '@shp/contracts';
import { MemberManager } from '../../features/admin-members/MemberManager';

export default function AdminMemberManagerPage() {
  return <MemberManager operator={useOutletContext<Operator>()} />;
}
