import { PlannedPage } from '@/pages/planned-page';

export default function ErrorError500Page() {
  return <PlannedPage />;
}
