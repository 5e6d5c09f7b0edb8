import { PlannedPage } from '@/pages/planned-page';

export default function EmailMailappPage() {
  return <PlannedPage />;
}
