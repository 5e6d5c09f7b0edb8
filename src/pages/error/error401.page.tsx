import { PlannedPage } from '@/pages/planned-page';

export default function ErrorError401Page() {
  return <PlannedPage />;
}
