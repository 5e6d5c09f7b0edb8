import { ColorsDemo } from '@/ui/demos/utilities/colors-demo';

export default function UtilitiesColorsPage() {
  return <ColorsDemo />;
}
