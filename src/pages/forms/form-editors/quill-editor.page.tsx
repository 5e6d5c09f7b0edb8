import { PlannedPage } from '@/pages/planned-page';

export default function FormEditorsQuillEditorPage() {
  return <PlannedPage />;
}
