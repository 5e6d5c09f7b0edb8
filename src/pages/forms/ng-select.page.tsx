import { SearchableSelectDemo } from '@/ui/demos/forms/searchable-select-demo';

export default function FormsNgSelectPage() {
  return <SearchableSelectDemo />;
}
