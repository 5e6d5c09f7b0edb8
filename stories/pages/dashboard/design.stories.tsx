/**
 * dashboard/design on a small fake Supabase project (MSW), signed in as the sales manager (who holds
 * design.approve): the designs list, a design's drawer with its render as a thumbnail from the file
 * store, an approval, and a send back refused without a comment, then sent with one.
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { RouterProvider, createMemoryRouter } from 'react-router-dom';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import DashboardDesignPage from '../../../src/pages/dashboard/design.page';
import { SEND_BACK_NEEDS_COMMENT } from '../../../src/services/projects';
import { overrideFileStore } from '../../../src/services/files';
import { createEmbeddedFileStore, memoryBucket } from '../../../src/services/files/embedded-file-store';
import { SESSION_STORAGE_KEY } from '../../../src/services/auth';
import { FakeRpcRefusal, fakeSupabase, switchToFakeSupabase, type FakeRow } from './fake-supabase';

const PROJECT = '00000000-0000-4000-8000-000000000001';
const RENDER_PATH = `${PROJECT}/design/r1-living-render.png`;
// A 1x1 PNG: the render's bytes in the file store.
const PNG = Uint8Array.from(
  atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg=='),
  (c) => c.charCodeAt(0),
);

function design(id: string, title: string, room: string, status: string, revision: number): FakeRow {
  return {
    id,
    project_id: PROJECT,
    project_code: 'PRJ-2026-0001',
    project_name: 'Hegde residence',
    project_stage: 'design',
    designer_id: 's-meera',
    designer_name: 'Meera Iyer',
    title,
    room,
    status,
    area_sqft: 182.5,
    revision,
    due_date: '2026-12-04',
    approved_at: null,
    file_count: id === 'd1' ? 1 : 0,
    render_count: id === 'd1' ? 1 : 0,
    created_at: '2026-11-10T04:30:00Z',
    updated_at: '2026-11-10T04:30:00Z',
    version: 3,
  };
}

const designs: FakeRow[] = [];
const files: FakeRow[] = [];
const reviews: FakeRow[] = [];
const calls: Record<string, unknown>[] = [];

function DesignRoute() {
  const [router] = useState(() =>
    createMemoryRouter([{ path: '/dashboard/design', element: <DashboardDesignPage /> }], {
      initialEntries: ['/dashboard/design'],
    }),
  );
  return <RouterProvider router={router} />;
}

const meta = {
  title: 'Pages/Dashboard/Design',
  component: DesignRoute,
  parameters: {
    router: 'own',
    layout: 'padded',
    msw: {
      handlers: fakeSupabase(
        {
          design_list: designs,
          design_files: files,
          design_review_history: reviews,
          projects: [{ id: PROJECT, code: 'PRJ-2026-0001', name: 'Hegde residence' }],
          staff: [{ id: 's-meera', name: 'Meera Iyer' }],
        },
        {
          rpc: {
            my_permissions: () => ['projects.view', 'design.approve'],
            review_design: (args) => {
              calls.push(args);
              const row = designs.find((d) => d.id === args['p_design_id']);
              if (!row)
                throw new FakeRpcRefusal('P0002', 'This design does not exist or is not yours to see');
              if (row['version'] !== args['p_version'])
                throw new FakeRpcRefusal('40001', 'Someone else saved this design after you opened it');
              const comment = typeof args['p_comment'] === 'string' ? args['p_comment'] : null;
              if (args['p_decision'] === 'sent_back' && !comment)
                throw new FakeRpcRefusal('23514', SEND_BACK_NEEDS_COMMENT);
              reviews.unshift({
                id: `r${reviews.length + 1}`,
                design_id: row['id'],
                decision: args['p_decision'],
                comment,
                revision: row['revision'],
                reviewed_by: 's-vikram',
                reviewer_name: 'Vikram Singh',
                reviewed_at: new Date().toISOString(),
              });
              if (args['p_decision'] === 'approved') {
                Object.assign(row, { status: 'approved', approved_at: new Date().toISOString() });
              } else {
                Object.assign(row, { status: 'revision', revision: Number(row['revision']) + 1 });
              }
              row['version'] = Number(row['version']) + 1;
              return row;
            },
          },
        },
      ),
    },
  },
  beforeEach: () => {
    designs.splice(
      0,
      designs.length,
      design('d1', 'Living room design', 'Living room', 'client_review', 1),
      design('d2', 'Kitchen design', 'Kitchen', 'internal_review', 0),
    );
    files.splice(0, files.length, {
      id: 'f1',
      design_id: 'd1',
      kind: 'render',
      file_name: 'living-render.png',
      storage_path: RENDER_PATH,
      size_bytes: PNG.byteLength,
      uploaded_by: 's-meera',
      created_at: '2026-11-12T06:00:00Z',
      version: 1,
    });
    reviews.splice(0, reviews.length);
    calls.splice(0, calls.length);
    const bucket = memoryBucket();
    void bucket.put(RENDER_PATH, {
      blob: new Blob([PNG], { type: 'image/png' }),
      contentType: 'image/png',
      size: PNG.byteLength,
    });
    overrideFileStore(createEmbeddedFileStore(bucket));
    window.localStorage.setItem(
      SESSION_STORAGE_KEY,
      JSON.stringify({ email: 'vikram.singh@fpw.in', designation: 'sales', staffId: 's-vikram' }),
    );
    const restore = switchToFakeSupabase();
    return () => {
      restore();
      overrideFileStore(null);
      window.localStorage.removeItem(SESSION_STORAGE_KEY);
    };
  },
} satisfies Meta<typeof DesignRoute>;
export default meta;
type Story = StoryObj<typeof meta>;

async function openDesign(canvasElement: HTMLElement, title: string) {
  const canvas = within(canvasElement);
  const body = within(canvasElement.ownerDocument.body);
  const table = await canvas.findByRole('table', { name: 'Designs' }, { timeout: 15000 });
  await waitFor(() => expect(table).toHaveTextContent(title), { timeout: 15000 });
  await userEvent.click(within(table).getByText(title));
  const drawer = await body.findByRole('dialog', { name: title }, { timeout: 15000 });
  await waitFor(() => expect(drawer).toBeVisible(), { timeout: 15000 });
  return within(drawer);
}

export const Approve: Story = {
  play: async ({ canvasElement }) => {
    const table = await within(canvasElement).findByRole('table', { name: 'Designs' }, { timeout: 15000 });
    await waitFor(() => expect(table).toHaveTextContent('Kitchen design'), { timeout: 15000 });
    await expect(table).toHaveTextContent('Client review');
    await expect(table).toHaveTextContent('v2');

    const drawer = await openDesign(canvasElement, 'Living room design');
    // The render from the file store, as a thumbnail.
    const thumbnail = await drawer.findByRole(
      'img',
      { name: 'Render: living-render.png' },
      { timeout: 15000 },
    );
    await expect(thumbnail.getAttribute('src')).toMatch(/^blob:/);
    await expect(drawer.getByRole('link', { name: 'Download' })).toHaveAttribute(
      'download',
      'living-render.png',
    );

    await waitFor(() => expect(drawer.getByRole('button', { name: 'Approve' })).toBeEnabled(), {
      timeout: 15000,
    });
    await userEvent.click(drawer.getByRole('button', { name: 'Approve' }));
    await waitFor(() => expect(calls).toHaveLength(1), { timeout: 15000 });
    await expect(calls[0]).toMatchObject({ p_design_id: 'd1', p_decision: 'approved', p_version: 3 });
    const history = await drawer.findByRole('list', { name: 'Review history' }, { timeout: 15000 });
    await expect(history).toHaveTextContent('Approved');
    await expect(history).toHaveTextContent('Vikram Singh');
    await waitFor(() => expect(drawer.getByText(/^Approved .*\.$/)).toBeVisible(), { timeout: 15000 });
  },
};

export const SendBackNeedsComment: Story = {
  play: async ({ canvasElement }) => {
    const drawer = await openDesign(canvasElement, 'Kitchen design');
    await waitFor(() => expect(drawer.getByRole('button', { name: 'Send back' })).toBeEnabled(), {
      timeout: 15000,
    });
    await userEvent.click(drawer.getByRole('button', { name: 'Send back' }));
    await waitFor(() => expect(drawer.getByText(SEND_BACK_NEEDS_COMMENT)).toBeVisible(), { timeout: 15000 });
    await expect(calls).toHaveLength(0);
    await expect(drawer.getByRole('textbox', { name: 'Review comment' })).toHaveAttribute(
      'aria-invalid',
      'true',
    );

    await userEvent.type(
      drawer.getByRole('textbox', { name: 'Review comment' }),
      'Move the tall unit to the left wall',
    );
    await userEvent.click(drawer.getByRole('button', { name: 'Send back' }));
    await waitFor(() => expect(calls).toHaveLength(1), { timeout: 15000 });
    await expect(calls[0]).toMatchObject({
      p_design_id: 'd2',
      p_decision: 'sent_back',
      p_comment: 'Move the tall unit to the left wall',
    });
    const history = await drawer.findByRole('list', { name: 'Review history' }, { timeout: 15000 });
    await expect(history).toHaveTextContent('Sent back');
    await expect(history).toHaveTextContent('Move the tall unit to the left wall');
    await waitFor(() => expect(drawer.getByText(/waiting for the designer’s revision/)).toBeVisible(), {
      timeout: 15000,
    });
  },
};

export const Dark: Story = { globals: { colorMode: 'dark' } };
