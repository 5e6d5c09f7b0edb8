/**
 * dashboard/documents on a small fake Supabase project (MSW) and an in-memory file store, signed in
 * as Meera (designer, design.edit): the list filtered to drawings, a drawing's PDF previewed in the
 * drawer with its two kept versions and the older one shown; two files uploaded at once to a
 * project, their kinds guessed; a replace refused because someone else added a version first, said
 * so; and, for a role that only reads, every write disabled with the reason.
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { RouterProvider, createMemoryRouter } from 'react-router-dom';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import DashboardDocumentsPage from '../../../src/pages/dashboard/documents.page';
import { REPLACE_CONFLICT } from '../../../src/pages/dashboard/documents/document-replace';
import { overrideFileStore } from '../../../src/services/files';
import { createEmbeddedFileStore, memoryBucket } from '../../../src/services/files/embedded-file-store';
import { SESSION_STORAGE_KEY } from '../../../src/services/auth';
import { FakeRpcRefusal, fakeSupabase, switchToFakeSupabase, type FakeRow } from './fake-supabase';

const HEGDE = '00000000-0000-4000-8000-000000000001';
const MENON = '00000000-0000-4000-8000-000000000002';
const PDF = '%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF';
const PNG = Uint8Array.from(
  atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg=='),
  (c) => c.charCodeAt(0),
);
const path = (project: string, name: string) => `${project}/documents/${name}`;

function doc(
  id: string,
  title: string,
  kind: string,
  file: string,
  type: string,
  version: number,
  project = HEGDE,
): FakeRow {
  return {
    id,
    project_id: project,
    project_code: project === HEGDE ? 'PRJ-2026-0001' : 'PRJ-2026-0002',
    project_name: project === HEGDE ? 'Hegde residence' : 'Menon villa',
    title,
    kind,
    current_version: version,
    file_name: file,
    storage_path: path(project, `${id}-v${version}-${file}`),
    size_bytes: 48_213,
    content_type: type,
    uploaded_by: 's-meera',
    uploaded_by_name: 'Meera Iyer',
    uploaded_at: `2026-11-1${version}T06:00:00Z`,
    created_at: '2026-11-10T06:00:00Z',
    updated_at: '2026-11-12T06:00:00Z',
    version,
  };
}

function versionRow(document: FakeRow, number: number, file: string): FakeRow {
  return {
    id: `${String(document['id'])}-v${number}`,
    document_id: document['id'],
    version_no: number,
    file_name: file,
    storage_path: path(String(document['project_id']), `${String(document['id'])}-v${number}-${file}`),
    size_bytes: 40_000 + number,
    content_type: 'application/pdf',
    uploaded_by: 's-meera',
    uploaded_by_name: 'Meera Iyer',
    created_at: `2026-11-1${number}T06:00:00Z`,
  };
}

const documents: FakeRow[] = [];
const versions: FakeRow[] = [];
const added: Record<string, unknown>[] = [];
let held: string[] = [];
let router: ReturnType<typeof createMemoryRouter> | null = null;

function DocumentsRoute() {
  const [own] = useState(() => {
    router = createMemoryRouter([{ path: '/dashboard/documents', element: <DashboardDocumentsPage /> }], {
      initialEntries: ['/dashboard/documents'],
    });
    return router;
  });
  return <RouterProvider router={own} />;
}

const meta = {
  title: 'Pages/Dashboard/Documents',
  component: DocumentsRoute,
  parameters: {
    router: 'own',
    layout: 'padded',
    msw: {
      handlers: fakeSupabase(
        {
          project_documents_list: documents,
          project_document_versions_list: versions,
          projects: [
            { id: HEGDE, code: 'PRJ-2026-0001', name: 'Hegde residence' },
            { id: MENON, code: 'PRJ-2026-0002', name: 'Menon villa' },
          ],
          staff: [
            { id: 's-meera', name: 'Meera Iyer', designation: 'designer', active: true },
            { id: 's-vikram', name: 'Vikram Singh', designation: 'sales', active: true },
          ],
        },
        {
          rpc: {
            my_permissions: () => held,
            add_project_document: (args) => {
              added.push(args);
              const id = `new-${added.length}`;
              documents.push({
                ...doc(
                  id,
                  String(args['p_title']),
                  String(args['p_kind']),
                  String(args['p_file_name']),
                  String(args['p_content_type']),
                  1,
                  String(args['p_project_id']),
                ),
                storage_path: args['p_storage_path'],
                uploaded_at: new Date().toISOString(),
              });
              return id;
            },
            // Someone else added a version first: the drawer loaded version 1, the row is at 2 now.
            add_project_document_version: (args, tables) => {
              const row = tables['project_documents_list']?.find((d) => d['id'] === args['p_document_id']);
              if (row && row['version'] === 1) {
                Object.assign(row, {
                  version: 2,
                  current_version: 2,
                  file_name: 'Contract countersigned.pdf',
                });
                throw new FakeRpcRefusal(
                  '40001',
                  'This document was changed by someone else (version 2, you had 1)',
                );
              }
              return 3;
            },
          },
        },
      ),
    },
  },
  beforeEach: () => {
    const elevation = doc(
      'd1',
      'Kitchen elevation',
      'drawing',
      'Kitchen elevation v2.pdf',
      'application/pdf',
      2,
    );
    const photo = doc('d2', 'Site north wall', 'site_photo', 'Site north wall.png', 'image/png', 1);
    const contract = doc(
      'd3',
      'Wardrobe contract',
      'contract',
      'Wardrobe contract.pdf',
      'application/pdf',
      1,
      MENON,
    );
    documents.splice(0, documents.length, elevation, photo, contract);
    versions.splice(
      0,
      versions.length,
      versionRow(elevation, 2, 'Kitchen elevation v2.pdf'),
      versionRow(elevation, 1, 'Kitchen elevation v1.pdf'),
      versionRow(contract, 1, 'Wardrobe contract.pdf'),
    );
    added.splice(0, added.length);
    held = ['projects.view', 'design.edit', 'recce.edit'];
    const bucket = memoryBucket();
    for (const version of versions) {
      void bucket.put(String(version['storage_path']), {
        blob: new Blob([PDF], { type: 'application/pdf' }),
        contentType: 'application/pdf',
        size: PDF.length,
      });
    }
    void bucket.put(String(photo['storage_path']), {
      blob: new Blob([PNG], { type: 'image/png' }),
      contentType: 'image/png',
      size: PNG.byteLength,
    });
    overrideFileStore(createEmbeddedFileStore(bucket));
    window.localStorage.setItem(
      SESSION_STORAGE_KEY,
      JSON.stringify({ email: 'meera.iyer@fpw.in', designation: 'designer', staffId: 's-meera' }),
    );
    const restore = switchToFakeSupabase();
    return () => {
      restore();
      overrideFileStore(null);
      window.localStorage.removeItem(SESSION_STORAGE_KEY);
    };
  },
} satisfies Meta<typeof DocumentsRoute>;
export default meta;
type Story = StoryObj<typeof meta>;

const WAIT = { timeout: 15000 };

async function listed(canvasElement: HTMLElement) {
  const table = await within(canvasElement).findByRole('table', { name: 'Documents' }, WAIT);
  await waitFor(() => expect(table).toHaveTextContent('Wardrobe contract'), WAIT);
  return table;
}

async function openDocument(canvasElement: HTMLElement, title: string) {
  const table = await within(canvasElement).findByRole('table', { name: 'Documents' }, WAIT);
  await waitFor(() => expect(table).toHaveTextContent(title), WAIT);
  await userEvent.click(within(table).getByText(title));
  const body = within(canvasElement.ownerDocument.body);
  const drawer = await body.findByRole('dialog', { name: title }, WAIT);
  await waitFor(() => expect(drawer).toBeVisible(), WAIT);
  return within(drawer);
}

export const FilterAndPreview: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = await listed(canvasElement);
    await expect(table).toHaveTextContent('Site north wall');
    await expect(table).toHaveTextContent('PRJ-2026-0002 · Menon villa');

    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Filter by kind' }), 'Drawing');
    await waitFor(() => expect(table).not.toHaveTextContent('Site north wall'), WAIT);
    await expect(table).not.toHaveTextContent('Wardrobe contract');
    await expect(table).toHaveTextContent('Kitchen elevation');
    await expect(table).toHaveTextContent('v2');
    await expect(router?.state.location.search).toBe('?kind=drawing');

    const drawer = await openDocument(canvasElement, 'Kitchen elevation');
    await expect(router?.state.location.search).toBe('?kind=drawing&document=d1');
    const frame = await drawer.findByTitle('Preview of Kitchen elevation v2.pdf', {}, WAIT);
    await expect(frame.getAttribute('src')).toMatch(/^blob:/);
    const kept = await drawer.findByRole('list', { name: 'Versions' }, WAIT);
    await waitFor(() => expect(within(kept).getAllByRole('listitem')).toHaveLength(2), WAIT);
    await expect(kept).toHaveTextContent('v2 · Kitchen elevation v2.pdf (current)');

    await userEvent.click(drawer.getByRole('button', { name: 'Show v1' }));
    await drawer.findByTitle('Preview of Kitchen elevation v1.pdf', {}, WAIT);
    await expect(drawer.getByText('Showing version 1, not the current one.')).toBeVisible();
  },
};

export const PreviewsAnImage: Story = {
  play: async ({ canvasElement }) => {
    const drawer = await openDocument(canvasElement, 'Site north wall');
    const image = await drawer.findByRole('img', { name: 'Site north wall.png' }, WAIT);
    await expect(image.getAttribute('src')).toMatch(/^blob:/);
  },
};

export const UploadsSeveralFiles: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await listed(canvasElement);
    // Re-found each time: the button is replaced once the permissions are in.
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Upload documents' })).toBeEnabled(), WAIT);
    await userEvent.click(canvas.getByRole('button', { name: 'Upload documents' }));
    const panel = within(await canvas.findByRole('region', { name: 'Upload documents' }));
    await expect(panel.getByText('Choose the project the files belong to first.')).toBeVisible();
    await userEvent.selectOptions(
      panel.getByRole('combobox', { name: 'Project' }),
      'PRJ-2026-0002 · Menon villa',
    );
    await userEvent.upload(panel.getByLabelText('Files to upload'), [
      new File([PDF], 'Menon quotation Q-1042.pdf', { type: 'application/pdf' }),
      new File([PNG], 'IMG_2041.png', { type: 'image/png' }),
    ]);
    const uploads = panel.getByRole('list', { name: 'Files to upload: uploads' });
    await waitFor(() => expect(within(uploads).getAllByText('Uploaded')).toHaveLength(2), WAIT);
    await expect(added.map((a) => [a['p_project_id'], a['p_title'], a['p_kind']])).toEqual([
      [MENON, 'Menon quotation Q-1042', 'quotation_pdf'],
      [MENON, 'IMG_2041', 'site_photo'],
    ]);
    const table = canvas.getByRole('table', { name: 'Documents' });
    await waitFor(() => expect(table).toHaveTextContent('Menon quotation Q-1042'), WAIT);
    await expect(table).toHaveTextContent('IMG_2041');
  },
};

export const ReplaceConflictSaysSo: Story = {
  play: async ({ canvasElement }) => {
    const drawer = await openDocument(canvasElement, 'Wardrobe contract');
    await waitFor(
      () => expect(drawer.getByRole('button', { name: 'Replace with new version' })).toBeEnabled(),
      WAIT,
    );
    await userEvent.click(drawer.getByRole('button', { name: 'Replace with new version' }));
    await userEvent.upload(
      drawer.getByLabelText('New version of Wardrobe contract'),
      new File([PDF], 'Wardrobe contract signed.pdf', { type: 'application/pdf' }),
    );
    const item = await drawer.findByRole('listitem', { name: 'Wardrobe contract signed.pdf' }, WAIT);
    await waitFor(() => expect(within(item).getByRole('alert')).toHaveTextContent(REPLACE_CONFLICT), WAIT);
    // The drawer now shows the other person's version.
    await waitFor(() => expect(drawer.getByText('v2')).toBeVisible(), WAIT);
    await expect(
      within(item).getByRole('button', { name: 'Retry Wardrobe contract signed.pdf' }),
    ).toBeEnabled();
  },
};

export const ReadOnlyRole: Story = {
  beforeEach: () => {
    held = ['projects.view'];
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await listed(canvasElement);
    await waitFor(
      () => expect(canvas.getByRole('group', { name: /Your role reads documents only/ })).toBeVisible(),
      WAIT,
    );
    await expect(canvas.getByRole('button', { name: 'Upload documents' })).toBeDisabled();
    const drawer = await openDocument(canvasElement, 'Wardrobe contract');
    await expect(drawer.getByRole('button', { name: 'Replace with new version' })).toBeDisabled();
    await expect(drawer.getByRole('button', { name: 'Delete' })).toBeDisabled();
  },
};

export const Dark: Story = { globals: { colorMode: 'dark' } };
