import { PlannedPage } from '@/pages/planned-page';

export default function UtilitiesFlexPage() {
  return <PlannedPage />;
}
