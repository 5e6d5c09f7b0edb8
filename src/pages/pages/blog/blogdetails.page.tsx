import { PlannedPage } from '@/pages/planned-page';

export default function BlogBlogdetailsPage() {
  return <PlannedPage />;
}
