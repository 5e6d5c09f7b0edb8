import { PlannedPage } from '@/pages/planned-page';

export default function FilemanagerFilemanagerPage() {
  return <PlannedPage />;
}
