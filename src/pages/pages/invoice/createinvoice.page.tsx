import { PlannedPage } from '@/pages/planned-page';

export default function InvoiceCreateinvoicePage() {
  return <PlannedPage />;
}
