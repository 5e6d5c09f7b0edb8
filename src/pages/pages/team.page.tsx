import { PlannedPage } from '@/pages/planned-page';

export default function PagesTeamPage() {
  return <PlannedPage />;
}
