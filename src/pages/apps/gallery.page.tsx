import { PlannedPage } from '@/pages/planned-page';

export default function AppsGalleryPage() {
  return <PlannedPage />;
}
