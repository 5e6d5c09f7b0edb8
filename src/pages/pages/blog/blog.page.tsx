import { PlannedPage } from '@/pages/planned-page';

export default function BlogBlogPage() {
  return <PlannedPage />;
}
