import { PlannedPage } from '@/pages/planned-page';

export default function FormsNgSelectPage() {
  return <PlannedPage />;
}
