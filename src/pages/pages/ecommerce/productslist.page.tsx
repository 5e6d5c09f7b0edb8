import { PlannedPage } from '@/pages/planned-page';

export default function EcommerceProductslistPage() {
  return <PlannedPage />;
}
