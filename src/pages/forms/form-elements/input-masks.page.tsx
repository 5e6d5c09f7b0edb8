import { InputMasksDemo } from '@/ui/demos/forms/input-masks-demo';

export default function FormElementsInputMasksPage() {
  return <InputMasksDemo />;
}
