import { PlannedPage } from '@/pages/planned-page';

export default function Nested2Nested21Page() {
  return <PlannedPage />;
}
