import { InputGroupDemo } from '@/ui/demos/forms/input-group-demo';

export default function FormElementsInputGroupPage() {
  return <InputGroupDemo />;
}
