import { OffcanvasDemo } from '@/ui/demos/advanced-ui/offcanvas-demo';

export default function AdvancedUiOffcanvasPage() {
  return <OffcanvasDemo />;
}
