import { PlannedPage } from '@/pages/planned-page';

export default function CreatePasswordBasicPage() {
  return <PlannedPage />;
}
