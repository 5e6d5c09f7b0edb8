import { HelpersDemo } from '@/ui/demos/utilities/helpers-demo';

export default function UtilitiesHelpersPage() {
  return <HelpersDemo />;
}
