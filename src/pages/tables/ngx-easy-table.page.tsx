import { PlannedPage } from '@/pages/planned-page';

export default function TablesNgxEasyTablePage() {
  return <PlannedPage />;
}
