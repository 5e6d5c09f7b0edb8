import { IconsDemo } from '@/ui/demos/icons/icons';

export default function IconsPage() {
  return <IconsDemo />;
}
