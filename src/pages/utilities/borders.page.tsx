import { BordersDemo } from '@/ui/demos/utilities/borders-demo';

export default function UtilitiesBordersPage() {
  return <BordersDemo />;
}
