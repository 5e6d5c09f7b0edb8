import { RatingsDemo } from '@/ui/demos/advanced-ui/ratings-demo';

export default function AdvancedUiRatingsPage() {
  return <RatingsDemo />;
}
