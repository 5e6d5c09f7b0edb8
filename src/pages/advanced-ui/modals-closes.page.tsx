import { ModalsClosesDemo } from '@/ui/demos/advanced-ui/modals-closes-demo';

export default function AdvancedUiModalsClosesPage() {
  return <ModalsClosesDemo />;
}
