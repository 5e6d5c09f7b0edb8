import { PlannedPage } from '@/pages/planned-page';

export default function UtilitiesHelpersPage() {
  return <PlannedPage />;
}
