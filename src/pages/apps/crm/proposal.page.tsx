import { PlannedPage } from '@/pages/planned-page';

export default function CrmProposalPage() {
  return <PlannedPage />;
}
