/**
 * The order page's handover section on a fake Supabase project (MSW): signing waits until every
 * checklist item is answered and the client has signed; the typed-name signature is stored in the
 * file store (a fake Storage answer) and sign_handover is called with its path; the section then
 * shows who signed and the warranty.
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { OrderHandover } from '../../../src/pages/dashboard/order-details/order-handover';
import { SESSION_STORAGE_KEY } from '../../../src/services/auth';
import { FAKE_SUPABASE_URL, fakeSupabase, switchToFakeSupabase, type FakeRow } from './fake-supabase';

const order = {
  id: 'o1',
  number: 'SO-2026-0007',
  status: 'dispatched' as const,
  project_id: 'p1',
  client_name: 'Anil Mehta',
};

const handover: FakeRow = {
  id: 'h1',
  order_id: 'o1',
  checklist: [
    { label: 'Wardrobe, master bedroom', installed: true },
    { label: 'Kitchen wall units', installed: null },
  ],
  signed_by_name: null,
  signed_at: null,
  signature_path: null,
  warranty_until: null,
  version: 1,
};

const snag: FakeRow = {
  id: 'sn1',
  handover_id: 'h1',
  description: 'Loft shutter rubs the frame',
  photo_paths: [],
  task_id: null,
  version: 1,
  created_at: '2026-11-28T10:00:00Z',
};

const signedWith: { path: string | null; name: string | null } = { path: null, name: null };

const meta = {
  title: 'Pages/Dashboard/OrderHandover',
  component: OrderHandover,
  args: { order },
  parameters: {
    layout: 'padded',
    msw: {
      handlers: [
        http.post(`${FAKE_SUPABASE_URL}/storage/v1/object/project-files/*`, () =>
          HttpResponse.json({ Id: 'f1', Key: 'project-files/p1/documents/f1-handover-signature.png' }),
        ),
        ...fakeSupabase(
          { handovers: [handover], handover_snags: [snag] },
          {
            rpc: {
              my_permissions: () => ['handover.sign', 'installation.book'],
              sign_handover: (args, tables) => {
                signedWith.path = String(args['p_signature_path']);
                signedWith.name = String(args['p_signer_name']);
                const row = tables['handovers']![0]!;
                Object.assign(row, {
                  signed_by_name: args['p_signer_name'],
                  signed_at: '2026-11-29T10:00:00Z',
                  signature_path: args['p_signature_path'],
                  warranty_until: '2027-11-29',
                  version: Number(row['version']) + 1,
                });
                tables['handover_snags']![0]!['task_id'] = 't1';
                return row;
              },
            },
          },
        ),
      ],
    },
  },
  beforeEach: () => {
    window.localStorage.setItem(
      SESSION_STORAGE_KEY,
      JSON.stringify({ email: 'rahul.verma@fpw.in', designation: 'production', staffId: 's4' }),
    );
    const restore = switchToFakeSupabase();
    return () => {
      restore();
      window.localStorage.removeItem(SESSION_STORAGE_KEY);
    };
  },
} satisfies Meta<typeof OrderHandover>;
export default meta;
type Story = StoryObj<typeof meta>;

export const ChecklistThenSignature: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Kitchen wall units', {}, { timeout: 8000 })).toBeVisible();
    await expect(await canvas.findByText('Loft shutter rubs the frame', {}, { timeout: 8000 })).toBeVisible();
    const sign = canvas.getByRole('button', { name: 'Sign handover' });
    await expect(sign).toBeDisabled();

    // Answer the open item: the checklist is saved with the row's version.
    const kitchen = canvas.getByRole('radiogroup', { name: 'Kitchen wall units' });
    await userEvent.click(within(kitchen).getByText('Not installed'));
    await waitFor(() => expect(within(kitchen).getByRole('radio', { name: 'Not installed' })).toBeChecked());

    // The client types the name instead of drawing (keyboard only).
    await expect(canvas.getByRole('textbox', { name: /Name of the person signing/ })).toHaveValue(
      'Anil Mehta',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Type the name instead' }));
    await userEvent.type(
      canvas.getByRole('textbox', { name: 'Full name of the person signing' }),
      'Anil Mehta',
    );
    // The section re-renders as the checklist saves: the button is looked up again.
    const ready = () => canvas.getByRole('button', { name: 'Sign handover' });
    await waitFor(() => expect(ready()).toBeEnabled(), { timeout: 8000 });
    await userEvent.click(ready());

    await expect(
      await canvas.findByRole('note', { name: 'Signed handover' }, { timeout: 8000 }),
    ).toHaveTextContent(/Signed by Anil Mehta.*Warranty until 29 Nov 2027/);
    await expect(signedWith.name).toBe('Anil Mehta');
    await expect(signedWith.path).toMatch(/^p1\/documents\/[0-9a-f-]+-handover-signature\.png$/);
    await expect(await canvas.findByText('A task of the project now', {}, { timeout: 8000 })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Sign handover' })).toBeNull();
  },
};
