import type { Meta, StoryObj } from '@storybook/react-vite';
import { Badge, Button, HStack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import {
  RecordSheet,
  RecordSheetRecord,
  type SheetRecordQuery,
} from '../../../src/ui/components/record-drawer/record-sheet';

interface Ticket {
  subject: string;
  status: string;
}

const LOADED: SheetRecordQuery<Ticket> = {
  data: { subject: 'Hinge on the wardrobe door is loose', status: 'Open' },
  isPending: false,
  isError: false,
  error: null,
  refetch: () => undefined,
};

/** What each id "loads": the ticket, nothing (hidden by row-level security), a failure or a wait. */
function queryOf(id: string, onRetry: () => void): SheetRecordQuery<Ticket> {
  if (id === 'missing') return { ...LOADED, data: null };
  if (id === 'failing')
    return { ...LOADED, data: undefined, isError: true, error: new Error('Network down'), refetch: onRetry };
  if (id === 'waiting') return { ...LOADED, data: undefined, isPending: true };
  return LOADED;
}

function TicketSheet({ onRetry, onCreate }: { onRetry: () => void; onCreate: () => void }) {
  const [id, setId] = useState<string | null>(null);
  return (
    <>
      <HStack wrap="wrap">
        {['new', 'T-1042', 'missing', 'failing', 'waiting'].map((next) => (
          <Button key={next} variant="outline" onClick={() => setId(next)}>
            Open {next}
          </Button>
        ))}
      </HStack>
      <RecordSheet
        id={id}
        onClose={() => setId(null)}
        create={{ title: 'New ticket', body: <Button onClick={onCreate}>Create ticket</Button> }}
      >
        {(open) => (
          <RecordSheetRecord
            query={queryOf(open, onRetry)}
            title={(row) => row.subject}
            subtitle={(row) => <Badge>{row.status}</Badge>}
            noun="Ticket"
            showErrorMessage
          >
            {(row) => <Text>Status: {row.status}</Text>}
          </RecordSheetRecord>
        )}
      </RecordSheet>
    </>
  );
}

const meta = {
  title: 'UI/Data/RecordSheet',
  component: TicketSheet,
  args: { onRetry: fn(), onCreate: fn() },
} satisfies Meta<typeof TicketSheet>;
export default meta;
type Story = StoryObj<typeof meta>;

export const NewAndLoadedRecords: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const page = within(canvasElement.ownerDocument.body);
    const close = async () => {
      await userEvent.click(page.getByRole('button', { name: 'Close' }));
      await waitFor(() => expect(page.queryByRole('dialog')).not.toBeInTheDocument());
    };

    await userEvent.click(canvas.getByRole('button', { name: 'Open new' }));
    const creating = await page.findByRole('dialog', { name: 'New ticket' });
    await userEvent.click(within(creating).getByRole('button', { name: 'Create ticket' }));
    await expect(args.onCreate).toHaveBeenCalled();
    await close();

    await userEvent.click(canvas.getByRole('button', { name: 'Open T-1042' }));
    const ticket = await page.findByRole('dialog', { name: 'Hinge on the wardrobe door is loose' });
    await waitFor(() => expect(within(ticket).getByText('Status: Open')).toBeVisible());
    await close();

    await userEvent.click(canvas.getByRole('button', { name: 'Open missing' }));
    const missing = await page.findByRole('dialog', { name: 'Ticket' });
    const notYours = within(missing).getByText('This ticket does not exist, or is not yours to see.');
    await waitFor(() => expect(notYours).toBeVisible());
    await close();

    await userEvent.click(canvas.getByRole('button', { name: 'Open failing' }));
    const failing = await page.findByRole('dialog', { name: 'Ticket' });
    // The loading, failure and not-found words come from the noun.
    await expect(within(failing).getByRole('alert')).toHaveTextContent('This ticket could not be loaded');
    await expect(within(failing).getByRole('alert')).toHaveTextContent('Network down');
    await userEvent.click(within(failing).getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalled();
    await close();

    await userEvent.click(canvas.getByRole('button', { name: 'Open waiting' }));
    const waiting = await page.findByRole('dialog', { name: 'Ticket' });
    await expect(within(waiting).getByRole('status')).toHaveTextContent('Loading the ticket…');
  },
};
