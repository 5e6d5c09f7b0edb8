import { PlannedPage } from '@/pages/planned-page';

export default function BlogCreateblogPage() {
  return <PlannedPage />;
}
