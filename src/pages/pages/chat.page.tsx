import { PlannedPage } from '@/pages/planned-page';

export default function PagesChatPage() {
  return <PlannedPage />;
}
