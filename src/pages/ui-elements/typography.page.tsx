import { TypographyDemo } from '@/ui/demos/ui-elements/typography-demo';

export default function UiElementsTypographyPage() {
  return <TypographyDemo />;
}
