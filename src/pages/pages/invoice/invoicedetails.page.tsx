import { PlannedPage } from '@/pages/planned-page';

export default function InvoiceInvoicedetailsPage() {
  return <PlannedPage />;
}
