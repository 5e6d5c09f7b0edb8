import { PlannedPage } from '@/pages/planned-page';

export default function PagesTermsConditionsPage() {
  return <PlannedPage />;
}
