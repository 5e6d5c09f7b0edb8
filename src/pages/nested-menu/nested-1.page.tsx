import { PlannedPage } from '@/pages/planned-page';

export default function NestedMenuNested1Page() {
  return <PlannedPage />;
}
