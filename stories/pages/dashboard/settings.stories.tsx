/**
 * dashboard/settings on a small fake Supabase project (MSW), signed in as an administrator: the
 * stage-template editor's live total, the save sending the whole ordered list in one call, and the
 * permissions matrix.
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import DashboardSettingsPage from '../../../src/pages/dashboard/settings.page';
import { SESSION_STORAGE_KEY } from '../../../src/services/auth';
import {
  FakeRpcRefusal,
  fakeSupabase,
  switchToFakeSupabase,
  type FakeRpc,
  type FakeTables,
} from './fake-supabase';

const saved: unknown[] = [];

const tables = (): FakeTables => ({
  design_stage_templates: [
    { id: 'd1', name: 'Standard design', description: null, is_default: true, version: 1 },
  ],
  design_stage_template_items: [
    { id: 'di1', template_id: 'd1', position: 0, name: 'Concept', percent: 40 },
    { id: 'di2', template_id: 'd1', position: 1, name: 'Final drawings', percent: 60 },
  ],
  payment_stage_templates: [
    { id: 'p1', name: 'Standard payment', description: null, is_default: true, version: 1 },
  ],
  payment_stage_template_items: [
    { id: 'pi1', template_id: 'p1', position: 0, name: 'Advance', percent: 10 },
    { id: 'pi2', template_id: 'p1', position: 1, name: 'Production', percent: 50 },
    { id: 'pi3', template_id: 'p1', position: 2, name: 'Handover', percent: 40 },
  ],
  departments: [{ id: 'dep1', name: 'Sales', description: 'Leads and quotations' }],
  roles: [
    { id: 'r1', name: 'Lead desk', description: null },
    { id: 'r2', name: 'Production planner', description: null },
  ],
  permissions: [
    { code: 'leads.add', area: 'crm', description: 'Add leads' },
    { code: 'cutlist.download', area: 'production', description: 'Download cut lists' },
  ],
  role_permissions: [{ role_id: 'r1', permission_code: 'leads.add' }],
});

const meta = {
  title: 'Pages/Dashboard/Settings',
  component: DashboardSettingsPage,
  parameters: {
    initialPath: '/dashboard/settings',
    layout: 'padded',
    msw: {
      handlers: fakeSupabase(tables(), {
        rpc: {
          replace_stage_template_items: (args) => {
            saved.push(args);
            return Number(args['p_expected_version']) + 1;
          },
          set_role_permission: () => null,
          my_permissions: () => ['settings.manage', 'roles.manage'],
        },
      }),
    },
  },
  beforeEach: () => {
    saved.length = 0;
    window.localStorage.setItem(
      SESSION_STORAGE_KEY,
      JSON.stringify({ email: 'priya.nair@fpw.in', designation: 'admin', staffId: 's-priya' }),
    );
    const restore = switchToFakeSupabase();
    return () => {
      restore();
      window.localStorage.removeItem(SESSION_STORAGE_KEY);
    };
  },
} satisfies Meta<typeof DashboardSettingsPage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const StageTotalsMustReach100: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
    const payment = within(await canvas.findByRole('region', { name: 'Payment-stage templates' }));
    const advance = await payment.findByRole('spinbutton', { name: 'Stage 1 percentage' }, { timeout: 8000 });
    // Editable once my_permissions has answered with settings.manage.
    await payment.findByRole('button', { name: 'Save Standard payment' }, { timeout: 8000 });
    await expect(payment.getByText(/^Total:/)).toHaveTextContent('Total: 100%');

    await userEvent.clear(advance);
    await userEvent.type(advance, '5');
    await expect(payment.getByText(/^Total:/)).toHaveTextContent('Total: 95% (5% to place)');
    const save = payment.getByRole('button', { name: 'Save Standard payment' });
    await expect(save).toBeDisabled();

    await userEvent.click(payment.getByRole('button', { name: 'Add stage' }));
    await userEvent.type(payment.getByRole('textbox', { name: 'Stage 4 name' }), 'Retention');
    await userEvent.type(payment.getByRole('spinbutton', { name: 'Stage 4 percentage' }), '5');
    await expect(payment.getByText(/^Total:/)).toHaveTextContent('Total: 100%');
    await expect(save).toBeEnabled();
    await userEvent.click(save);
    await waitFor(() => expect(saved).toHaveLength(1));
    await expect(saved[0]).toMatchObject({
      p_kind: 'payment',
      p_template_id: 'p1',
      p_items: [
        { name: 'Advance', percent: 5 },
        { name: 'Production', percent: 50 },
        { name: 'Handover', percent: 40 },
        { name: 'Retention', percent: 5 },
      ],
    });

    const matrix = within(await canvas.findByRole('region', { name: 'Roles and permissions' }));
    await expect(await matrix.findByRole('checkbox', { name: 'Lead desk: Add leads' })).toBeChecked();
    await expect(matrix.getByRole('checkbox', { name: 'Production planner: Add leads' })).not.toBeChecked();
  },
};

export const Dark: Story = { ...StageTotalsMustReach100, globals: { colorMode: 'dark' } };

/**
 * The matrix decides, not the designation: signed in as an administrator whose roles grant neither
 * settings.manage nor roles.manage, everything is read-only with the reason, and the matrix still
 * says what each permission allows.
 */
export const ReadOnlyWithoutThePermissions: Story = {
  parameters: {
    msw: {
      handlers: fakeSupabase(tables(), {
        rpc: { my_permissions: () => [], set_role_permission: () => null },
      }),
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const matrix = within(await canvas.findByRole('region', { name: 'Roles and permissions' }));
    await expect(
      await matrix.findByText(/Your role does not include “roles.manage”/, {}, { timeout: 8000 }),
    ).toBeVisible();
    const row = (await matrix.findByText('cutlist.download')).closest('tr');
    await expect(row).not.toBeNull();
    await expect(within(row as HTMLElement).getByText('Download cut lists')).toBeVisible();
    await expect(matrix.getByRole('checkbox', { name: 'Lead desk: Add leads' })).toBeDisabled();

    const payment = within(canvas.getByRole('region', { name: 'Payment-stage templates' }));
    await expect(payment.getByText(/Your role does not include “settings.manage”/)).toBeVisible();
    await expect(payment.queryByRole('button', { name: 'Save Standard payment' })).toBeNull();
  },
};

/**
 * Someone else saved the payment template after the page loaded: the save is refused as a conflict,
 * the user's draft stays on screen, and "Load their version" shows the other person's stages.
 */
const saveAfterSomeoneElse: FakeRpc = (args, current) => {
  saved.push(args);
  const template = current['payment_stage_templates']?.find((row) => row['id'] === args['p_template_id']);
  const advance = current['payment_stage_template_items']?.find((row) => row['id'] === 'pi1');
  if (template) template['version'] = 2;
  if (advance) advance['name'] = 'Booking advance';
  throw new FakeRpcRefusal('40001', 'This stage template was saved by someone else (version 2, you had 1)');
};

export const SomeoneElseSavedFirst: Story = {
  parameters: {
    msw: {
      handlers: fakeSupabase(tables(), {
        rpc: {
          replace_stage_template_items: saveAfterSomeoneElse,
          set_role_permission: () => null,
          my_permissions: () => ['settings.manage', 'roles.manage'],
        },
      }),
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const payment = within(await canvas.findByRole('region', { name: 'Payment-stage templates' }));
    const name = await payment.findByRole('textbox', { name: 'Stage 1 name' }, { timeout: 8000 });
    await payment.findByRole('button', { name: 'Save Standard payment' }, { timeout: 8000 });
    await userEvent.clear(name);
    await userEvent.type(name, 'Token advance');
    await userEvent.click(payment.getByRole('button', { name: 'Save Standard payment' }));

    const alert = await payment.findByRole('alert');
    await expect(alert).toHaveTextContent('Someone else saved Standard payment after you opened it.');
    await expect(saved[0]).toMatchObject({ p_template_id: 'p1', p_expected_version: 1 });
    await expect(payment.getByRole('textbox', { name: 'Stage 1 name' })).toHaveValue('Token advance');

    await userEvent.click(within(alert).getByRole('button', { name: 'Load their version' }));
    await waitFor(() =>
      expect(payment.getByRole('textbox', { name: 'Stage 1 name' })).toHaveValue('Booking advance'),
    );
    await expect(payment.queryByRole('alert')).not.toBeInTheDocument();
  },
};
