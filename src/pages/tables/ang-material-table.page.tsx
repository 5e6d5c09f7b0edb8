import { PlannedPage } from '@/pages/planned-page';

export default function TablesAngMaterialTablePage() {
  return <PlannedPage />;
}
