import { CreatePasswordScreen } from '../_shared/create-password-screen';

export default function CreatePasswordBasicPage() {
  return <CreatePasswordScreen variant="basic" />;
}
