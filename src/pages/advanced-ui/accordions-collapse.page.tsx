import { AccordionsCollapseDemo } from '@/ui/demos/advanced-ui/accordions-collapse-demo';

export default function AdvancedUiAccordionsCollapsePage() {
  return <AccordionsCollapseDemo />;
}
