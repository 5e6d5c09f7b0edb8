import { ScrollspyDemo } from '@/ui/demos/advanced-ui/scrollspy-demo';

export default function AdvancedUiScrollspyPage() {
  return <ScrollspyDemo />;
}
