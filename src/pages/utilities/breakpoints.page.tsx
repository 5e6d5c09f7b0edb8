import { PlannedPage } from '@/pages/planned-page';

export default function UtilitiesBreakpointsPage() {
  return <PlannedPage />;
}
