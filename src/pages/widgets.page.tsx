import { WidgetsDemo } from '@/ui/demos/widgets/widgets-demo';

export default function WidgetsPage() {
  return <WidgetsDemo />;
}
