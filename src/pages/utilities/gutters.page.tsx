import { GuttersDemo } from '@/ui/demos/utilities/gutters-demo';

export default function UtilitiesGuttersPage() {
  return <GuttersDemo />;
}
