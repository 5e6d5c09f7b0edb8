import { CarouselDemo } from '@/ui/demos/advanced-ui/carousel-demo';

export default function AdvancedUiCarouselPage() {
  return <CarouselDemo />;
}
