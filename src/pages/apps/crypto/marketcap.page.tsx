import { PlannedPage } from '@/pages/planned-page';

export default function CryptoMarketcapPage() {
  return <PlannedPage />;
}
