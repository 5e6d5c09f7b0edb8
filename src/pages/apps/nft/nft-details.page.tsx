import { PlannedPage } from '@/pages/planned-page';

export default function NftNftDetailsPage() {
  return <PlannedPage />;
}
