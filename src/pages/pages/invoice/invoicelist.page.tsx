import { PlannedPage } from '@/pages/planned-page';

export default function InvoiceInvoicelistPage() {
  return <PlannedPage />;
}
