import { TwoStepScreen } from '../_shared/two-step-screen';

export default function TwoStepVerificationBasicPage() {
  return <TwoStepScreen variant="basic" />;
}
