import { PlannedPage } from '@/pages/planned-page';

export default function UtilitiesAdditionalContentPage() {
  return <PlannedPage />;
}
