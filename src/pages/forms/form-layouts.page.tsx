import { FormLayoutsDemo } from '@/ui/demos/forms/form-layouts-demo';

export default function FormsFormLayoutsPage() {
  return <FormLayoutsDemo />;
}
