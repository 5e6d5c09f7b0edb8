import { PlannedPage } from '@/pages/planned-page';

export default function PagesToDoListPage() {
  return <PlannedPage />;
}
