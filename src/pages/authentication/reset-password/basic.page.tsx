import { ResetPasswordScreen } from '../_shared/reset-password-screen';

export default function ResetPasswordBasicPage() {
  return <ResetPasswordScreen variant="basic" />;
}
