import { InputsDemo } from '@/ui/demos/forms/inputs-demo';

export default function FormElementsInputsPage() {
  return <InputsDemo />;
}
