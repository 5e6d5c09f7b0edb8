import { CreatePasswordScreen } from '../_shared/create-password-screen';

export default function CreatePasswordCoverPage() {
  return <CreatePasswordScreen variant="cover" />;
}
