import { BadgeDemo } from '@/ui/demos/ui-elements/badge-demo';

export default function UiElementsBadgePage() {
  return <BadgeDemo />;
}
