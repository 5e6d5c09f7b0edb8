import { PlannedPage } from '@/pages/planned-page';

export default function CryptoCurrencyExchangePage() {
  return <PlannedPage />;
}
