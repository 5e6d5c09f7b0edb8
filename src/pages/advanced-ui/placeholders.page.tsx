import { PlaceholdersDemo } from '@/ui/demos/advanced-ui/placeholders-demo';

export default function AdvancedUiPlaceholdersPage() {
  return <PlaceholdersDemo />;
}
