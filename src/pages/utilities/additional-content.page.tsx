import { AdditionalContentDemo } from '@/ui/demos/utilities/additional-content-demo';

export default function UtilitiesAdditionalContentPage() {
  return <AdditionalContentDemo />;
}
