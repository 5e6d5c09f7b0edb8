import { LockScreen } from '../_shared/lock-screen';

export default function LockScreenBasicPage() {
  return <LockScreen variant="basic" />;
}
