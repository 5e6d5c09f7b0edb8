import { TablesDemo } from '@/ui/demos/tables/tables-demo';

export default function TablesTablesPage() {
  return <TablesDemo />;
}
