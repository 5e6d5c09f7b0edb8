import { ResetPasswordScreen } from '../_shared/reset-password-screen';

export default function ResetPasswordCoverPage() {
  return <ResetPasswordScreen variant="cover" />;
}
