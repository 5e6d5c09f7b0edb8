import { FlexDemo } from '@/ui/demos/utilities/flex-demo';

export default function UtilitiesFlexPage() {
  return <FlexDemo />;
}
