import { ColorPickersDemo } from '@/ui/demos/forms/color-pickers-demo';

export default function FormElementsColorPickersPage() {
  return <ColorPickersDemo />;
}
