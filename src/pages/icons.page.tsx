import { PlannedPage } from '@/pages/planned-page';

export default function IconsPage() {
  return <PlannedPage />;
}
