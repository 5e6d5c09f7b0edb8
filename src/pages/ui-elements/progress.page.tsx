import { ProgressDemo } from '@/ui/demos/ui-elements/progress-demo';

export default function UiElementsProgressPage() {
  return <ProgressDemo />;
}
