import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import CreateInvoicePage from '../../../../src/pages/pages/invoice/createinvoice.page';
import InvoiceDetailsPage from '../../../../src/pages/pages/invoice/invoicedetails.page';
import InvoiceListPage from '../../../../src/pages/pages/invoice/invoicelist.page';
import { invoiceStore } from '../../../../src/pages/pages/invoice/invoice-store';
import { toaster } from '../../../../src/ui';
import { expectTitle, narrowDark, screen } from '../ecommerce/shop-story';

const meta = {
  title: 'Pages/Pages/Invoice',
  component: CreateInvoicePage,
  parameters: { initialPath: '/pages/invoice/createinvoice' },
  beforeEach: () => {
    invoiceStore.reset();
    return () => {
      invoiceStore.reset();
      toaster.remove();
    };
  },
} satisfies Meta<typeof CreateInvoicePage>;
export default meta;
type Story = StoryObj<typeof meta>;

const amountDue = (canvasElement: HTMLElement) =>
  within(within(canvasElement).getByRole('region', { name: 'Invoice total' })).getByTestId('summary-total');

export const CreateWithLiveTotals: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expectTitle(canvasElement, 'Create invoice');
    await userEvent.click(canvas.getByRole('button', { name: 'Save and send' }));
    await expect(await canvas.findByText('Enter the client’s name')).toBeVisible();
    await expect(canvas.getByText('Describe the item')).toBeVisible();

    await userEvent.type(canvas.getByLabelText(/Client name/), 'Meera Nair');
    await userEvent.type(canvas.getByLabelText(/Client email/), 'meera.nair@example.in');
    await userEvent.type(canvas.getByLabelText(/Billing address/), 'Kadavanthra, Kochi 682020');
    await userEvent.type(canvas.getByLabelText('Description'), 'Queen bed with hydraulic storage');
    const rate = canvas.getByLabelText('Rate (₹)');
    await userEvent.clear(rate);
    await userEvent.type(rate, '48000');
    // Within Karnataka: 9 % CGST + 9 % SGST.
    await expect(amountDue(canvasElement)).toHaveTextContent('₹56,640.00');
    await expect(canvas.getByText('CGST')).toBeVisible();

    await userEvent.click(canvas.getByRole('button', { name: 'Add line' }));
    const descriptions = canvas.getAllByLabelText('Description');
    await userEvent.type(descriptions[1]!, 'Delivery');
    const rates = canvas.getAllByLabelText('Rate (₹)');
    await userEvent.clear(rates[1]!);
    await userEvent.type(rates[1]!, '2000');
    await userEvent.selectOptions(canvas.getAllByLabelText('GST')[1]!, '12');
    // ₹48,000 at 18 % and ₹2,000 at 12 %: ₹50,000 + ₹8,640 + ₹240.
    await expect(amountDue(canvasElement)).toHaveTextContent('₹58,880.00');
    // Another state: IGST instead of CGST and SGST, same amount.
    await userEvent.selectOptions(canvas.getByLabelText(/State/), 'Kerala');
    await expect(canvas.getByText('IGST')).toBeVisible();
    await expect(canvas.queryByText('CGST')).toBeNull();

    await userEvent.click(canvas.getByRole('button', { name: 'Save and send' }));
    await waitFor(() => expect(invoiceStore.read()).toHaveLength(6));
    await expect(invoiceStore.read()[0]).toMatchObject({
      number: 'INV/2026-27/0044',
      status: 'Sent',
      clientState: 'Kerala',
    });
  },
};

export const ListFiltersByStatus: Story = {
  parameters: { initialPath: '/pages/invoice/invoicelist' },
  render: () => <InvoiceListPage />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expectTitle(canvasElement, 'Invoices');
    const table = canvas.getByRole('table', { name: 'Invoices' });
    await expect(within(table).getAllByRole('link')).toHaveLength(5);
    await userEvent.click(canvas.getByRole('button', { name: 'Show overdue invoices' }));
    await waitFor(() =>
      expect(
        within(table)
          .getAllByRole('link')
          .map((link) => link.textContent),
      ).toEqual(['INV/2026-27/0041']),
    );
  },
};

export const DetailsRecordPayment: Story = {
  parameters: { initialPath: '/pages/invoice/invoicedetails?id=inv-41' },
  render: () => <InvoiceDetailsPage />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expectTitle(canvasElement, 'Invoice details');
    await expect(canvas.getByRole('heading', { name: 'Tax invoice INV/2026-27/0041' })).toBeVisible();
    // Delhi client: IGST 18 % on ₹4,96,800.
    await expect(canvas.getByText('IGST')).toBeVisible();
    await expect(amountDue(canvasElement)).toHaveTextContent('₹5,86,224.00');
    await userEvent.click(canvas.getByRole('button', { name: 'Record payment' }));
    await waitFor(() =>
      expect(invoiceStore.read().find((invoice) => invoice.id === 'inv-41')?.status).toBe('Paid'),
    );
    await expect(canvas.queryByRole('button', { name: 'Cancel invoice' })).toBeNull();
  },
};

export const DetailsCancelAsksFirst: Story = {
  parameters: { initialPath: '/pages/invoice/invoicedetails?id=inv-43' },
  render: () => <InvoiceDetailsPage />,
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Cancel invoice' }));
    const dialog = await screen().findByRole('alertdialog', { name: 'Cancel INV/2026-27/0043?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel invoice' }));
    await waitFor(() =>
      expect(invoiceStore.read().find((invoice) => invoice.id === 'inv-43')?.status).toBe('Cancelled'),
    );
  },
};

export const CreateNarrowDark: Story = narrowDark;
export const ListNarrowDark: Story = { ...narrowDark, render: () => <InvoiceListPage /> };
export const DetailsNarrowDark: Story = { ...narrowDark, render: () => <InvoiceDetailsPage /> };
