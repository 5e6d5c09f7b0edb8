import { ColumnsDemo } from '@/ui/demos/utilities/columns-demo';

export default function UtilitiesColumnsPage() {
  return <ColumnsDemo />;
}
