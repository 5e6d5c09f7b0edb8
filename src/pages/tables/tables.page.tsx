import { PlannedPage } from '@/pages/planned-page';

export default function TablesTablesPage() {
  return <PlannedPage />;
}
