import { PlannedPage } from '@/pages/planned-page';

export default function PagesProfilePage() {
  return <PlannedPage />;
}
