import { PlannedPage } from '@/pages/planned-page';

export default function ErrorError404Page() {
  return <PlannedPage />;
}
