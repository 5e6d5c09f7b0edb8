import { PlannedPage } from '@/pages/planned-page';

export default function PagesContactusPage() {
  return <PlannedPage />;
}
