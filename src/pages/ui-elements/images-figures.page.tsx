import { ImagesFiguresDemo } from '@/ui/demos/ui-elements/images-figures-demo';

export default function UiElementsImagesFiguresPage() {
  return <ImagesFiguresDemo />;
}
