import { PlannedPage } from '@/pages/planned-page';

export default function NftLiveAuctionPage() {
  return <PlannedPage />;
}
