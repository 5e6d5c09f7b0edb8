import { AvatarsDemo } from '@/ui/demos/utilities/avatars-demo';

export default function UtilitiesAvatarsPage() {
  return <AvatarsDemo />;
}
