import { FloatingLabelsDemo } from '@/ui/demos/forms/floating-labels-demo';

export default function FormsFloatingLabelsPage() {
  return <FloatingLabelsDemo />;
}
