import { PlannedPage } from '@/pages/planned-page';

export default function AdvancedUiCarouselPage() {
  return <PlannedPage />;
}
