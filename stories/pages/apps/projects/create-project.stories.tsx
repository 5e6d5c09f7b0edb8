/**
 * apps/projects/create-project on the fake Supabase, signed in as Vikram Singh (projects.add):
 * picking a won lead (only won leads without a project are offered) carries its site address, city
 * and estimate into the form; creating sends one create_project_from_lead call with the lead and
 * the chosen values, then opens the new project.
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { RouterProvider, createMemoryRouter } from 'react-router-dom';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import CreateProjectPage from '../../../../src/pages/apps/projects/create-project.page';
import { SESSION_STORAGE_KEY } from '../../../../src/services/auth';
import { fakeSupabase, switchToFakeSupabase, type FakeRpc } from '../../dashboard/fake-supabase';
import { MEERA, projectRpcs, projectTables, VIKRAM, wonLeadTables } from '../../dashboard/projects-fixtures';

function makeRouter() {
  return createMemoryRouter(
    [
      { path: '/apps/projects/create-project', element: <CreateProjectPage /> },
      { path: '/dashboard/Project-details', element: <p>Project details</p> },
    ],
    { initialEntries: ['/apps/projects/create-project'] },
  );
}

/** Made fresh for each story (beforeEach), so the play function can read where the page went. */
let router = makeRouter();

function CreateProjectRoute() {
  return <RouterProvider router={router} />;
}

const freshTables = () => ({ ...projectTables(), ...wonLeadTables() });
const tables = freshTables();

/** The arguments of each create_project_from_lead call, as the page sent them. */
const calls: Record<string, unknown>[] = [];
const rpcs = projectRpcs(['projects.view', 'projects.add']);
const fromLead: FakeRpc = (args, current) => {
  calls.push(args);
  return rpcs['create_project_from_lead']?.(args, current);
};

const meta = {
  title: 'Pages/Apps/Projects/Create project',
  component: CreateProjectRoute,
  parameters: {
    router: 'own',
    layout: 'padded',
    msw: {
      handlers: fakeSupabase(tables, { rpc: { ...rpcs, create_project_from_lead: fromLead } }),
    },
  },
  beforeEach: () => {
    router = makeRouter();
    for (const key of Object.keys(tables)) delete tables[key];
    Object.assign(tables, freshTables());
    calls.length = 0;
    window.localStorage.setItem(
      SESSION_STORAGE_KEY,
      JSON.stringify({ email: 'vikram.singh@fpw.in', designation: 'sales', staffId: VIKRAM }),
    );
    const restore = switchToFakeSupabase();
    return () => {
      restore();
      window.localStorage.removeItem(SESSION_STORAGE_KEY);
    };
  },
} satisfies Meta<typeof CreateProjectRoute>;
export default meta;
type Story = StoryObj<typeof meta>;

const TIMEOUT = { timeout: 15000 };
/** Keys at typing speed: Zag's combobox can drop keystrokes that arrive back to back under load. */
const TYPING = { delay: 40 };

export const FromAWonLead: Story = {
  name: 'pick a won lead, see it carried over, create',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const lead = await canvas.findByRole('combobox', { name: /Won lead/ }, TIMEOUT);
    await waitFor(() => expect(lead).toHaveAttribute('placeholder', 'Type a name or city'), TIMEOUT);
    await userEvent.click(lead);
    const listbox = within(await within(canvasElement.ownerDocument.body).findByRole('listbox', {}, TIMEOUT));
    // Won leads without a project: Saanvi already has one, Ishaan's lead is not won.
    await waitFor(
      () =>
        expect(listbox.getAllByRole('option').map((option) => option.textContent)).toEqual([
          'Ananya Rao · Bengaluru',
          'Rohan Mehta · Pune',
        ]),
      TIMEOUT,
    );
    await userEvent.type(lead, 'anan', TYPING);
    await userEvent.click(await listbox.findByRole('option', { name: 'Ananya Rao · Bengaluru' }, TIMEOUT));

    // The lead's site, city and estimate fill the form; its contact is named as carried over.
    const form = within(await canvas.findByRole('form', { name: 'New project' }, TIMEOUT));
    await expect(form.getByRole('textbox', { name: 'Site address' })).toHaveValue(
      'Flat 12B, Prestige Lakeside Habitat, Varthur',
    );
    await expect(form.getByRole('textbox', { name: 'City' })).toHaveValue('Bengaluru');
    await expect(form.getByRole('spinbutton', { name: 'Estimate' })).toHaveValue(1250000);
    await expect(
      canvas.getByText(/Carried over: \+91 98450 22222 · ananya\.rao@example\.in · Flat 12B/),
    ).toBeVisible();

    await userEvent.selectOptions(form.getByRole('combobox', { name: 'Designer' }), 'Meera Iyer');
    await userEvent.type(form.getByRole('textbox', { name: 'Project name' }), 'Rao kitchen and wardrobes');
    await userEvent.click(form.getByRole('button', { name: 'Create project' }));

    await waitFor(() => expect(calls).toHaveLength(1), TIMEOUT);
    // Empty fields are left out: the database fills them (the client and contact from the lead).
    await expect(calls[0]).toEqual({
      p_lead_id: 'lead-ananya',
      p_values: {
        name: 'Rao kitchen and wardrobes',
        category: 'residential',
        site_address: 'Flat 12B, Prestige Lakeside Habitat, Varthur',
        city: 'Bengaluru',
        estimate: 1250000,
        designer_id: MEERA,
      },
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/Project-details'), TIMEOUT);
    await expect(router.state.location.search).toBe('?id=00000000-0000-4000-8000-000000000009');
  },
};

export const Dark: Story = { globals: { colorMode: 'dark' } };
