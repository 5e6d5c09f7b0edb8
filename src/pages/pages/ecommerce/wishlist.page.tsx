import { PlannedPage } from '@/pages/planned-page';

export default function EcommerceWishlistPage() {
  return <PlannedPage />;
}
