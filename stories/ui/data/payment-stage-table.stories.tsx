/**
 * PaymentStageTable with a stateful "backend": recording a payment lowers what is pending; one above
 * what is pending is refused with the database's sentence beside the amount, the typed values kept.
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import {
  PaymentStageTable,
  type PaymentStageRow,
  type RecordedPayment,
} from '../../../src/ui/components/payment-stage-table/payment-stage-table';

const MODES = [
  { value: 'neft', label: 'NEFT' },
  { value: 'upi', label: 'UPI' },
  { value: 'cheque', label: 'Cheque' },
];

const START: PaymentStageRow[] = [
  {
    id: 's1',
    name: 'Booking advance',
    percent: 10,
    dueDate: '2026-09-02',
    due: 95000,
    received: 95000,
    pending: 0,
  },
  {
    id: 's2',
    name: 'Design sign-off',
    percent: 40,
    dueDate: '2026-09-30',
    due: 380000,
    received: 190000,
    pending: 190000,
  },
  {
    id: 's3',
    name: 'Before dispatch',
    percent: 40,
    dueDate: '2026-10-28',
    due: 380000,
    received: 0,
    pending: 380000,
  },
  { id: 's4', name: 'After handover', percent: 10, dueDate: null, due: 95000, received: 0, pending: 95000 },
];

const rupees = new Intl.NumberFormat('en-IN', {
  style: 'currency',
  currency: 'INR',
  minimumFractionDigits: 0,
  maximumFractionDigits: 2,
});

function Ledger({ hideMoney = false, reason = null }: { hideMoney?: boolean; reason?: string | null }) {
  const [stages, setStages] = useState(() =>
    hideMoney ? START.map((stage) => ({ ...stage, received: null, pending: null })) : START,
  );
  const record = async (stageId: string, payment: RecordedPayment) => {
    await new Promise((resolve) => setTimeout(resolve, 50));
    const stage = stages.find((candidate) => candidate.id === stageId);
    if (!stage || stage.pending === null) throw new Error('No such stage');
    if (payment.amount > stage.pending) {
      throw new Error(
        `This payment is more than the ${rupees.format(stage.pending)} still pending on ${stage.name}`,
      );
    }
    setStages((current) =>
      current.map((candidate) =>
        candidate.id === stageId
          ? {
              ...candidate,
              received: (candidate.received ?? 0) + payment.amount,
              pending: (candidate.pending ?? 0) - payment.amount,
            }
          : candidate,
      ),
    );
  };
  return (
    <PaymentStageTable
      stages={stages}
      modes={MODES}
      defaultDate="2026-11-25"
      onRecord={record}
      recordDisabledReason={reason}
    />
  );
}

const meta = {
  title: 'UI/Data/PaymentStageTable',
  component: Ledger,
} satisfies Meta<typeof Ledger>;
export default meta;
type Story = StoryObj<typeof meta>;

export const RecordAndRefuseAnOverpayment: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    const table = canvas.getByRole('table', { name: 'Payment stages' });
    await expect(table).toHaveTextContent('₹1,90,000.00');

    await userEvent.click(canvas.getByRole('button', { name: 'Record payment for Design sign-off' }));
    const dialog = await body.findByRole('dialog', { name: 'Record payment · Design sign-off' });
    const form = within(within(dialog).getByRole('form', { name: 'Payment for Design sign-off' }));
    await userEvent.selectOptions(form.getByRole('combobox', { name: /Mode/ }), 'upi');
    await userEvent.type(form.getByRole('textbox', { name: /Reference/ }), 'UPI/612000001');
    const amount = form.getByRole('spinbutton', { name: /Amount/ });
    await userEvent.type(amount, '200000');
    await userEvent.click(form.getByRole('button', { name: 'Record payment' }));
    await expect(
      await form.findByText('This payment is more than the ₹1,90,000 still pending on Design sign-off'),
    ).toBeVisible();
    // What was typed stays.
    await expect(amount).toHaveValue(200000);
    await expect(form.getByRole('textbox', { name: /Reference/ })).toHaveValue('UPI/612000001');

    await userEvent.clear(amount);
    await userEvent.type(amount, '90000');
    await userEvent.click(form.getByRole('button', { name: 'Record payment' }));
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
    const row = within(table).getByRole('row', { name: /Design sign-off/ });
    await expect(row).toHaveTextContent('₹2,80,000.00');
    await expect(row).toHaveTextContent('₹1,00,000.00');
  },
};

export const WithoutPaymentRights: Story = {
  args: { reason: 'Your role does not include “payment.record”. Ask an administrator.' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const button of canvas.getAllByRole('button', { name: /^Record payment for/ })) {
      await expect(button).toBeDisabled();
    }
  },
};

export const MoneyHidden: Story = {
  args: { hideMoney: true, reason: 'Only accounts record payments.' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByText('Received and pending amounts are shown to sales and accounts.'),
    ).toBeVisible();
  },
};

export const Dark: Story = { globals: { colorMode: 'dark' } };
