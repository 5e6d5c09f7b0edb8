import { PlannedPage } from '@/pages/planned-page';

export default function CryptoTransactionsPage() {
  return <PlannedPage />;
}
