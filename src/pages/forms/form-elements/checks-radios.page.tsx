import { ChecksRadiosDemo } from '@/ui/demos/forms/checks-radios-demo';

export default function FormElementsChecksRadiosPage() {
  return <ChecksRadiosDemo />;
}
