import { MaterialTableDemo } from '@/ui/demos/tables/lead-tables';

export default function TablesAngMaterialTablePage() {
  return <MaterialTableDemo />;
}
