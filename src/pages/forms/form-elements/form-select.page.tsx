import { FormSelectDemo } from '@/ui/demos/forms/form-select-demo';

export default function FormElementsFormSelectPage() {
  return <FormSelectDemo />;
}
