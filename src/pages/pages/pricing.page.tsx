import { PlannedPage } from '@/pages/planned-page';

export default function PagesPricingPage() {
  return <PlannedPage />;
}
