import { PlannedPage } from '@/pages/planned-page';

export default function EmailMailsettingsPage() {
  return <PlannedPage />;
}
