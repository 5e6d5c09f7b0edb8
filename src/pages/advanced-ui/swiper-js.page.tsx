import { PlannedPage } from '@/pages/planned-page';

export default function AdvancedUiSwiperJsPage() {
  return <PlannedPage />;
}
