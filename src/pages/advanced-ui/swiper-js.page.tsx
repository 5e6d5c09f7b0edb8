import { SwiperJsDemo } from '@/ui/demos/advanced-ui/swiper-js-demo';

export default function AdvancedUiSwiperJsPage() {
  return <SwiperJsDemo />;
}
