import { PlannedPage } from '@/pages/planned-page';

export default function EcommerceAddproductsPage() {
  return <PlannedPage />;
}
