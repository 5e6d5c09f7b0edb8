import { TwoStepScreen } from '../_shared/two-step-screen';

export default function TwoStepVerificationCoverPage() {
  return <TwoStepScreen variant="cover" />;
}
