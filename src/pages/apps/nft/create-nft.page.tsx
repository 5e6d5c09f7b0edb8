import { PlannedPage } from '@/pages/planned-page';

export default function NftCreateNftPage() {
  return <PlannedPage />;
}
