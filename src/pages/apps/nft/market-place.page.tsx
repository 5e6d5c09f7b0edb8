import { PlannedPage } from '@/pages/planned-page';

export default function NftMarketPlacePage() {
  return <PlannedPage />;
}
