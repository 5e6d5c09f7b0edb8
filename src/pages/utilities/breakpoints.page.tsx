import { BreakpointsDemo } from '@/ui/demos/utilities/breakpoints-demo';

export default function UtilitiesBreakpointsPage() {
  return <BreakpointsDemo />;
}
