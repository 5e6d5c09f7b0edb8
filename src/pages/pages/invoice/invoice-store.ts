import { z } from 'zod';
import { createDemoStore, useDemoStore } from '@/services/kit';
import { INVOICE_FIXTURES } from './fixtures';
import { invoiceSchema } from './invoice-model';
import { rupeesAndPaise as rupees } from '@/ui/format/rupees';

export const invoiceStore = createDemoStore('invoices', z.array(invoiceSchema), INVOICE_FIXTURES);
export const useInvoices = () => useDemoStore(invoiceStore);

export const STATUS_PALETTE = {
  Draft: 'gray',
  Sent: 'blue',
  Paid: 'green',
  Overdue: 'red',
  Cancelled: 'orange',
} as const;

export const formatRupees = (value: number) => rupees.format(value);
export const formatDay = (iso: string) =>
  new Date(`${iso}T00:00:00`).toLocaleDateString('en-IN', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
  });
