/**
 * The invoice pages on a small fake Supabase project (MSW), signed in as Kavya (accounts, who holds
 * invoice.issue): the list with its "unpaid only" filter and the receivables by age, a client's
 * statement beside it with a WhatsApp reminder; an issued invoice printed from the one business
 * document with its amount in words, and a credit note issued for all of it; and an invoice issued
 * for an order's booking-advance stage.
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import CreateInvoicePage from '../../../../src/pages/pages/invoice/createinvoice.page';
import InvoiceDetailsPage from '../../../../src/pages/pages/invoice/invoicedetails.page';
import InvoiceListPage from '../../../../src/pages/pages/invoice/invoicelist.page';
import { SESSION_STORAGE_KEY } from '../../../../src/services/auth';
import { fakeSupabase, switchToFakeSupabase, type FakeRow } from '../../dashboard/fake-supabase';
import { org } from '../../dashboard/quotation-fixtures';
import { screen } from '../ecommerce/shop-story';
import { INVOICE, ORDER, STAGE, invoiceFixtures } from './invoice-fixtures';

const calls: { fn: string; args: Record<string, unknown> }[] = [];
const record =
  (fn: string, result: unknown) =>
  (args: Record<string, unknown>): unknown => {
    calls.push({ fn, args });
    return result;
  };

const tables = (): Record<string, FakeRow[]> => ({ ...invoiceFixtures(), org_settings: [org] });

const meta = {
  title: 'Pages/Pages/Invoice',
  component: InvoiceListPage,
  parameters: {
    initialPath: '/pages/invoice/invoicelist',
    msw: {
      handlers: fakeSupabase(tables(), {
        rpc: {
          my_permissions: () => ['payment.record', 'invoice.issue', 'projects.view'],
          issue_credit_note: record('issue_credit_note', 'cn-new'),
          issue_invoice: record('issue_invoice', 'inv-new'),
        },
      }),
    },
  },
  beforeEach: () => {
    calls.length = 0;
    window.localStorage.setItem(
      SESSION_STORAGE_KEY,
      JSON.stringify({ email: 'kavya.menon@fpw.in', designation: 'accounts', staffId: 's-kavya' }),
    );
    const restore = switchToFakeSupabase();
    return () => {
      restore();
      window.localStorage.removeItem(SESSION_STORAGE_KEY);
    };
  },
} satisfies Meta<typeof InvoiceListPage>;
export default meta;
type Story = StoryObj<typeof meta>;

const WAIT = { timeout: 15000 };

export const ListAndReceivables: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = await canvas.findByRole('table', { name: 'Invoices' }, WAIT);
    await waitFor(
      () => expect(within(table).getByRole('link', { name: 'INV/2026-27/0001' })).toBeVisible(),
      WAIT,
    );
    await expect(table).toHaveTextContent('Booking advance');
    const unpaid = canvas.getByRole('button', { name: 'Unpaid only' });
    await userEvent.click(unpaid);
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: 'Unpaid only' })).toHaveAttribute('aria-pressed', 'true'),
    );

    await userEvent.click(canvas.getByRole('button', { name: 'Receivables' }));
    const receivables = await canvas.findByRole('table', { name: 'Receivables' }, WAIT);
    await waitFor(() => expect(receivables).toHaveTextContent('Arjun Sharma'), WAIT);
    await expect(receivables).toHaveTextContent('₹41,623.00');
    await userEvent.click(within(receivables).getByRole('button', { name: 'Arjun Sharma' }));
    const sheet = await screen().findByRole('dialog', {}, WAIT);
    const statement = await within(sheet).findByRole('table', { name: 'Statement of Arjun Sharma' }, WAIT);
    await waitFor(() => expect(statement).toHaveTextContent('RCPT/2026-27/0007'), WAIT);
    const whatsapp = within(sheet).getByRole('link', { name: /Remind on WhatsApp/ });
    await expect(whatsapp.getAttribute('href')).toMatch(
      /^https:\/\/wa\.me\/919856811617\?text=Dear%20Arjun%20Sharma/,
    );
    await expect(within(sheet).getByRole('group', { name: 'Owed by age' })).toHaveTextContent('₹41,623.00');
  },
};

export const InvoiceAndCreditNote: Story = {
  parameters: { initialPath: `/pages/invoice/invoicedetails?id=${INVOICE}` },
  render: () => <InvoiceDetailsPage />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const document = await canvas.findByRole('article', { name: 'Tax invoice INV/2026-27/0001' }, WAIT);
    await expect(document).toHaveTextContent('Booking advance (10 % of the order)');
    await expect(document).toHaveTextContent('Place of supply: Karnataka (29)');
    await expect(document).toHaveTextContent('Round-off');
    await expect(within(document).getByTestId('amount-in-words')).toHaveTextContent(
      'Rupees Ninety-One Thousand Six Hundred Twenty-Three Only',
    );
    await expect(document).toHaveTextContent('lump sum');
    await expect(within(document).queryByRole('img')).toBeNull();

    // The button is wrapped with its reason until the permissions arrive: find it again once enabled.
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Credit note' })).toBeEnabled(), WAIT);
    await userEvent.click(canvas.getByRole('button', { name: 'Credit note' }));
    const dialog = await screen().findByRole(
      'dialog',
      { name: /Credit note against INV\/2026-27\/0001/ },
      WAIT,
    );
    const issue = within(dialog).getByRole('button', { name: 'Issue credit note' });
    await expect(issue).toBeDisabled();
    await userEvent.type(within(dialog).getByLabelText(/Reason/), 'Booking cancelled by the client');
    await userEvent.click(issue);
    await waitFor(() => expect(calls.map((call) => call.fn)).toEqual(['issue_credit_note']), WAIT);
    await waitFor(() => expect(screen().queryByRole('dialog')).toBeNull(), WAIT);
    await expect(calls[0]?.args).toMatchObject({
      p_invoice_id: INVOICE,
      p_reason: 'Booking cancelled by the client',
      p_lines: null,
    });
  },
};

export const IssueForAStage: Story = {
  parameters: { initialPath: `/pages/invoice/createinvoice?order=${ORDER}` },
  render: () => <CreateInvoicePage />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const what = await canvas.findByLabelText(/What to invoice/, {}, WAIT);
    await waitFor(
      () =>
        expect(
          within(what).getByRole('option', { name: /Booking advance \(10 %\): invoiced/ }),
        ).toBeDisabled(),
      WAIT,
    );
    await userEvent.selectOptions(what, within(what).getByRole('option', { name: /Design sign-off/ }));
    await userEvent.click(canvas.getByRole('button', { name: 'Issue invoice' }));
    await waitFor(() => expect(calls.map((call) => call.fn)).toEqual(['issue_invoice']), WAIT);
    await expect(calls[0]?.args).toMatchObject({ p_order_id: ORDER, p_payment_stage_id: `${STAGE}2` });
  },
};
