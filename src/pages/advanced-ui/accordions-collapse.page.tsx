import { PlannedPage } from '@/pages/planned-page';

export default function AdvancedUiAccordionsCollapsePage() {
  return <PlannedPage />;
}
