import { PlannedPage } from '@/pages/planned-page';

export default function Nested2Nested22Page() {
  return <PlannedPage />;
}
