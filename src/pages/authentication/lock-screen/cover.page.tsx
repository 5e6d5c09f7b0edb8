import { LockScreen } from '../_shared/lock-screen';

export default function LockScreenCoverPage() {
  return <LockScreen variant="cover" />;
}
