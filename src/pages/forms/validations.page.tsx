import { ValidationsDemo } from '@/ui/demos/forms/validations-demo';

export default function FormsValidationsPage() {
  return <ValidationsDemo />;
}
