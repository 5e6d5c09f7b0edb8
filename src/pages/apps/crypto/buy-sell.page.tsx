import { PlannedPage } from '@/pages/planned-page';

export default function CryptoBuySellPage() {
  return <PlannedPage />;
}
