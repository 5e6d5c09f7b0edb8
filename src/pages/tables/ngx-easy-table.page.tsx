import { EasyTableDemo } from '@/ui/demos/tables/lead-tables';

export default function TablesNgxEasyTablePage() {
  return <EasyTableDemo />;
}
