import { PlannedPage } from '@/pages/planned-page';

export default function CryptoWalletPage() {
  return <PlannedPage />;
}
