import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import AppsCryptoTransactionsPage from '../../../../src/pages/apps/crypto/transactions.page';
import { TRANSACTION_FIXTURES } from '../../../../src/pages/apps/crypto/crypto-fixtures';
import { pendingSend, transactionTotals, withinDates } from '../../../../src/pages/apps/crypto/crypto-model';
import { transactionStore } from '../../../../src/pages/apps/crypto/crypto-store';
import { rupeesAndPaise as rupees } from '../../../../src/ui/format/rupees';
import {
  expectDemoHeading,
  expectNoPageOverflow,
  narrowDark,
  screen,
} from '../../../demos/ui-elements/demo-checks';

const meta = {
  title: 'Pages/Apps/Crypto/Transactions',
  component: AppsCryptoTransactionsPage,
  parameters: { initialPath: '/apps/crypto/transactions' },
  // Each story starts from the fixture history, whatever an earlier story sent from the wallet.
  beforeEach: () => transactionStore.reset(),
} satisfies Meta<typeof AppsCryptoTransactionsPage>;
export default meta;
type Story = StoryObj<typeof meta>;

const exactly = (count: number) => new RegExp(`^${count}$`);
const all = transactionTotals(TRANSACTION_FIXTURES);
const buys = TRANSACTION_FIXTURES.filter((transaction) => transaction.type === 'buy');
const buyTotals = transactionTotals(buys);

export const FiltersTotalsAndDetails: Story = {
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await expectDemoHeading(canvasElement, 'Transactions');
    await expectNoPageOverflow();
    const total = (label: string) => canvas.getByTestId(`total-${label}`);

    await step('the totals cover every transaction at first', async () => {
      await expect(total('Transactions')).toHaveTextContent(exactly(TRANSACTION_FIXTURES.length));
      await expect(total('Total value')).toHaveTextContent(rupees.format(all.valueInr));
    });

    await step('the type filter narrows the rows and the totals follow', async () => {
      await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Filter by type' }), 'buy');
      await waitFor(() => expect(total('Transactions')).toHaveTextContent(exactly(buys.length)));
      await expect(total('Total value')).toHaveTextContent(rupees.format(buyTotals.valueInr));
      await expect(total('Sold')).toHaveTextContent(rupees.format(0));
      const rows = within(canvas.getByRole('table', { name: 'Transactions' }))
        .getAllByRole('row')
        .slice(1);
      for (const row of rows) await expect(row).toHaveTextContent('Buy');
      await expect(canvas.getByText(`1–${buys.length} of ${buys.length}`)).toBeVisible();
    });

    await step('a date range narrows further', async () => {
      const from = buys.at(-1)!.date.slice(0, 10);
      // The range from the oldest buy's day to the day after it.
      const next = new Date(`${from}T00:00`);
      next.setDate(next.getDate() + 1);
      const end = `${next.getFullYear()}-${String(next.getMonth() + 1).padStart(2, '0')}-${String(next.getDate()).padStart(2, '0')}`;
      const expected = withinDates(buys, { start: from, end });
      // The range must leave some buys out, or this step would prove nothing.
      await expect(expected.length).toBeLessThan(buys.length);
      await userEvent.type(canvas.getByLabelText('From'), from);
      await userEvent.type(canvas.getByLabelText('To'), end);
      await waitFor(() => expect(total('Transactions')).toHaveTextContent(exactly(expected.length)));
      await userEvent.clear(canvas.getByLabelText('From'));
      await userEvent.clear(canvas.getByLabelText('To'));
      await waitFor(() => expect(total('Transactions')).toHaveTextContent(exactly(buys.length)));
    });

    await step('search by hash finds one transaction, and its details open', async () => {
      await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Filter by type' }), '');
      const wanted = TRANSACTION_FIXTURES.find((transaction) => transaction.type === 'deposit')!;
      await userEvent.type(
        canvas.getByRole('searchbox', { name: 'Search transactions' }),
        wanted.hash.slice(0, 14),
      );
      await waitFor(() => expect(total('Transactions')).toHaveTextContent(exactly(1)));
      const row = within(canvas.getByRole('table', { name: 'Transactions' })).getAllByRole('row')[1]!;
      await userEvent.click(row);
      const dialog = await screen().findByRole('dialog');
      // The drawer slides in: judge it once it has.
      await waitFor(() => expect(within(dialog).getByText(wanted.hash)).toBeVisible());
      await expect(within(dialog).getByText(wanted.address)).toBeVisible();
      await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
      await waitFor(() => expect(screen().queryByRole('dialog')).not.toBeInTheDocument());
    });
  },
};

const SENT_TO = '0x52908400098527886E0F7030069857D2E4169EE7';

/** A send made on the wallet page lands here, pending, at the top of the list. */
export const ListsWalletSends: Story = {
  beforeEach: () => {
    transactionStore.update((current) => [
      pendingSend(
        { coin: 'ETH', address: SENT_TO, amount: 0.25 },
        new Date(2026, 10, 22, 10, 30),
        'tx-user-story',
      ),
      ...current,
    ]);
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByTestId('total-Transactions')).toHaveTextContent(
      exactly(TRANSACTION_FIXTURES.length + 1),
    );
    const first = within(canvas.getByRole('table', { name: 'Transactions' })).getAllByRole('row')[1]!;
    await expect(first).toHaveTextContent('Transfer');
    await expect(first).toHaveTextContent('Pending');
    await expect(first).toHaveTextContent('−0.25 ETH');
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Filter by status' }), 'pending');
    const pending = TRANSACTION_FIXTURES.filter((transaction) => transaction.status === 'pending').length + 1;
    await waitFor(() => expect(canvas.getByTestId('total-Transactions')).toHaveTextContent(exactly(pending)));
  },
};

export const NarrowDark: Story = { ...narrowDark };
