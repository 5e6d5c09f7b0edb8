/**
 * The documents list's columns: title (and file), project, kind, uploader, uploaded at, size and
 * version. The project column (and its filter) is left out on a project's own page.
 */
import { Badge, Stack, Text } from '@chakra-ui/react';
import { formatBytes, type DataTableColumn } from '@/ui';
import {
  DOCUMENT_KIND_LABELS,
  DOCUMENT_KINDS,
  type DocumentKind,
  type DocumentProjectOption,
  type ProjectDocument,
} from '@/services/projects';

export const DOCUMENT_KIND_PALETTE: Record<DocumentKind, string> = {
  drawing: 'blue',
  contract: 'purple',
  quotation_pdf: 'orange',
  site_photo: 'green',
  render: 'teal',
  other: 'gray',
};

export function DocumentKindBadge({ kind }: { kind: DocumentKind }) {
  return <Badge colorPalette={DOCUMENT_KIND_PALETTE[kind]}>{DOCUMENT_KIND_LABELS[kind]}</Badge>;
}

export const sizeText = (bytes: number | null) => (bytes === null ? '' : formatBytes(bytes));

const dateTime = new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium', timeStyle: 'short' });
export const formatDateTime = (iso: string | null) => (iso ? dateTime.format(new Date(iso)) : '');

export const projectLabel = (p: { project_code: string | null; project_name: string }) =>
  p.project_code ? `${p.project_code} · ${p.project_name}` : p.project_name;

export const optionLabel = (p: DocumentProjectOption) => (p.code ? `${p.code} · ${p.name}` : p.name);

export interface DocumentColumnOptions {
  /** The projects to filter by; null leaves the project column out (a project's own page). */
  projects: readonly DocumentProjectOption[] | null;
  uploaders: readonly { id: string; name: string }[];
}

export function documentColumns({
  projects,
  uploaders,
}: DocumentColumnOptions): DataTableColumn<ProjectDocument>[] {
  const columns: DataTableColumn<ProjectDocument>[] = [
    {
      id: 'title',
      header: 'Title',
      value: (d) => d.title,
      cell: (d) => (
        <Stack gap="0" minW="0">
          <Text fontWeight="medium" truncate>
            {d.title}
          </Text>
          {d.file_name ? (
            <Text textStyle="xs" color="fg.muted" truncate>
              {d.file_name}
            </Text>
          ) : null}
        </Stack>
      ),
      sortable: true,
      hideable: false,
    },
  ];
  if (projects !== null) {
    columns.push({
      id: 'project',
      header: 'Project',
      value: (d) => projectLabel(d),
      sortable: true,
      filter: { kind: 'select', options: projects.map((p) => ({ value: p.id, label: optionLabel(p) })) },
    });
  }
  columns.push(
    {
      id: 'kind',
      header: 'Kind',
      value: (d) => DOCUMENT_KIND_LABELS[d.kind],
      cell: (d) => <DocumentKindBadge kind={d.kind} />,
      csv: (d) => d.kind,
      sortable: true,
      filter: {
        kind: 'select',
        options: DOCUMENT_KINDS.map((k) => ({ value: k, label: DOCUMENT_KIND_LABELS[k] })),
      },
    },
    {
      id: 'uploader',
      header: 'Uploader',
      value: (d) => d.uploaded_by_name ?? '',
      filter: { kind: 'select', options: uploaders.map((s) => ({ value: s.id, label: s.name })) },
    },
    {
      id: 'uploaded_at',
      header: 'Uploaded',
      value: (d) => formatDateTime(d.uploaded_at),
      csv: (d) => d.uploaded_at,
      sortable: true,
    },
    {
      id: 'size_bytes',
      header: 'Size',
      value: (d) => d.size_bytes,
      cell: (d) => sizeText(d.size_bytes),
      sortable: true,
      align: 'end',
      searchable: false,
    },
    {
      id: 'current_version',
      header: 'Version',
      value: (d) => `v${d.current_version}`,
      csv: (d) => d.current_version,
      searchable: false,
    },
  );
  return columns;
}
