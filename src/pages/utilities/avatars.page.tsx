import { PlannedPage } from '@/pages/planned-page';

export default function UtilitiesAvatarsPage() {
  return <PlannedPage />;
}
