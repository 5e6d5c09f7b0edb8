import { RichTextEditorDemo } from '@/ui/demos/forms/rich-text-editor-demo';

export default function FormEditorsQuillEditorPage() {
  return <RichTextEditorDemo />;
}
