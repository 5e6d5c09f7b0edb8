import { PositionsDemo } from '@/ui/demos/utilities/positions-demo';

export default function UtilitiesPositionsPage() {
  return <PositionsDemo />;
}
