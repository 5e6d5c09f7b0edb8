import { FileUploadsDemo } from '@/ui/demos/forms/file-uploads-demo';

export default function FormElementsFileUploadsPage() {
  return <FileUploadsDemo />;
}
