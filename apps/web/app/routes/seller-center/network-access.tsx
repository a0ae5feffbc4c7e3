import { EntryManagement } from '../../features/seller/EntryManagement';

export default function NetworkAccessPage() {
  return <EntryManagement />;
}
