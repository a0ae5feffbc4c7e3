import { SellerOverview } from '../../features/seller/SellerOverview';

export default function SellerCenterIndexPage() {
  return <SellerOverview />;
}
