import { PlannedPage } from '@/pages/planned-page';

export default function NftWalletIntegrationPage() {
  return <PlannedPage />;
}
