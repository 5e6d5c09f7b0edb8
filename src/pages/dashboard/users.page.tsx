import {
  Badge,
  Button,
  CloseButton,
  Drawer,
  Field,
  HStack,
  Portal,
  Separator,
  Stack,
  Text,
} from '@chakra-ui/react';
import { UserPlus } from 'lucide-react';
import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import {
  ConfirmDialog,
  DataTable,
  PageHeader,
  PasswordField,
  toaster,
  Tooltip,
  type DataTableColumn,
  type DataTableState,
} from '@/ui';
import { applyTableState } from '@/ui/components/data-table/data-table-state';
import { RecordForm } from '@/ui/components/record-form/record-form';
import type { RecordFieldSpec } from '@/ui/components/record-form/record-form-types';
import { useRouteEntry } from '@/routes/paths';
import { backendConfig, formFailureOf } from '@/services/kit';
import {
  createStaffSignIn,
  DESIGNATION_LABELS,
  DESIGNATIONS,
  getStaff,
  newPasswordSchema,
  saveStaff,
  STAFF_CONSTRAINT_FIELDS,
  staffFormSchema,
  staffRoleIds,
  useInvalidateStaff,
  useSetStaffActive,
  useStaffList,
  useStaffRoleIds,
  type StaffFormInput,
  type StaffMember,
  usePermissions,
} from '@/services/admin';
import { useDepartments, useRoles } from '@/services/projects';

const PAGE_SIZES = [25, 50];
const FILTERS = ['designation', 'active'] as const;

function stateFromParams(params: URLSearchParams): DataTableState {
  const page = Number(params.get('page'));
  return {
    search: params.get('q') ?? '',
    filters: FILTERS.flatMap((id) => {
      const value = params.get(id);
      return value ? [{ id, value }] : [];
    }),
    sort: [],
    page: { index: Number.isInteger(page) && page > 1 ? page - 1 : 0, size: PAGE_SIZES[0] ?? 25 },
  };
}

function paramsFromState(state: DataTableState): URLSearchParams {
  const params = new URLSearchParams();
  if (state.search.trim()) params.set('q', state.search);
  for (const filter of state.filters) if (filter.value) params.set(filter.id, filter.value);
  if (state.page.index > 0) params.set('page', String(state.page.index + 1));
  return params;
}

const COLUMNS: DataTableColumn<StaffMember>[] = [
  { id: 'name', header: 'Name', value: (s) => s.name, hideable: false },
  { id: 'email', header: 'Email', value: (s) => s.email },
  { id: 'phone', header: 'Phone', value: (s) => s.phone ?? '' },
  { id: 'department', header: 'Department', value: (s) => s.department ?? '' },
  {
    id: 'designation',
    header: 'Designation',
    value: (s) => s.designation,
    cell: (s) => DESIGNATION_LABELS[s.designation],
    filter: {
      kind: 'select',
      options: DESIGNATIONS.map((d) => ({ value: d, label: DESIGNATION_LABELS[d] })),
    },
  },
  {
    id: 'active',
    header: 'Status',
    value: (s) => (s.active ? 'active' : 'inactive'),
    cell: (s) => <Badge colorPalette={s.active ? 'green' : 'gray'}>{s.active ? 'Active' : 'Inactive'}</Badge>,
    filter: {
      kind: 'select',
      options: [
        { value: 'active', label: 'Active' },
        { value: 'inactive', label: 'Inactive' },
      ],
    },
  },
  { id: 'sign_in', header: 'Sign-in', value: (s) => (s.user_id ? 'Yes' : 'Not yet') },
];

const EMPTY_FORM: StaffFormInput = {
  name: '',
  email: '',
  phone: '',
  department: '',
  designation: 'sales',
  active: true,
  role_ids: [],
};

function formValuesOf(person: StaffMember, roleIds: string[]): StaffFormInput {
  return {
    name: person.name,
    email: person.email,
    phone: person.phone ?? '',
    department: person.department ?? '',
    designation: person.designation,
    active: person.active,
    role_ids: roleIds,
  };
}

/** A password for a person who has none yet (embedded backend; Supabase sends an invite instead). */
function SignInCreator({ person, onCreated }: { person: StaffMember; onCreated: () => void }) {
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  if (backendConfig().kind !== 'embedded') {
    return (
      <Text color="fg.muted" textStyle="sm">
        {person.name} has no sign-in yet: invite {person.email} from Supabase Auth.
      </Text>
    );
  }
  return (
    <Stack gap="2">
      <Text fontWeight="semibold">Sign-in</Text>
      <Text color="fg.muted" textStyle="sm">
        {person.name} cannot sign in yet. Choose a first password to hand over.
      </Text>
      <Field.Root invalid={error !== null}>
        <Field.Label>First password</Field.Label>
        <PasswordField
          value={password}
          autoComplete="new-password"
          onChange={(event) => setPassword(event.currentTarget.value)}
        />
        <Field.ErrorText color="red.fg">{error}</Field.ErrorText>
      </Field.Root>
      <Button
        alignSelf="start"
        size="sm"
        loading={busy}
        loadingText="Creating…"
        onClick={async () => {
          const checked = newPasswordSchema.safeParse(password);
          if (!checked.success) {
            setError(checked.error.issues[0]?.message ?? 'Choose another password.');
            return;
          }
          setBusy(true);
          setError(null);
          try {
            await createStaffSignIn(person.id, password);
            toaster.create({ type: 'success', title: `${person.name} can now sign in` });
            onCreated();
          } catch (cause) {
            setError(cause instanceof Error ? cause.message : 'The sign-in was not created.');
          } finally {
            setBusy(false);
          }
        }}
      >
        Create sign-in
      </Button>
    </Stack>
  );
}

function StaffEditor({
  person,
  canEdit,
  onSaved,
  onClose,
}: {
  person: StaffMember | null;
  canEdit: boolean;
  onSaved: (saved: StaffMember) => void;
  onClose: () => void;
}) {
  const roles = useRoles();
  const departments = useDepartments();
  const roleIds = useStaffRoleIds(person?.id ?? null);
  const invalidate = useInvalidateStaff();
  const setActive = useSetStaffActive();
  const [confirming, setConfirming] = useState(false);

  if (person && roleIds.isPending) return <Text color="fg.muted">Loading…</Text>;
  const fields: RecordFieldSpec<keyof StaffFormInput>[] = [
    { name: 'name', label: 'Name', kind: 'text', required: true, readOnly: !canEdit },
    {
      name: 'email',
      label: 'Email',
      kind: 'email',
      required: true,
      readOnly: !canEdit,
      helper: 'Stored in lower case.',
    },
    { name: 'phone', label: 'Phone', kind: 'tel', readOnly: !canEdit },
    {
      name: 'department',
      label: 'Department',
      kind: 'select',
      placeholder: 'No department',
      readOnly: !canEdit,
      options: (departments.data ?? []).map((d) => ({ value: d.name, label: d.name })),
    },
    {
      name: 'designation',
      label: 'Designation',
      kind: 'select',
      required: true,
      readOnly: !canEdit,
      options: DESIGNATIONS.map((d) => ({ value: d, label: DESIGNATION_LABELS[d] })),
    },
    { name: 'active', label: 'Active', kind: 'checkbox', readOnly: !canEdit },
    {
      name: 'role_ids',
      label: 'Roles',
      kind: 'multi-select',
      wide: true,
      readOnly: !canEdit,
      options: (roles.data ?? []).map((r) => ({ value: r.id, label: r.name })),
    },
  ];
  return (
    <Stack gap="6">
      <RecordForm
        key={person ? `${person.id}:${person.version}` : 'new'}
        label={person ? `Edit ${person.name}` : 'New staff member'}
        schema={staffFormSchema}
        defaultValues={person ? formValuesOf(person, roleIds.data ?? []) : EMPTY_FORM}
        fields={fields}
        columns={1}
        submitLabel={person ? 'Save changes' : 'Add staff member'}
        onCancel={onClose}
        describeError={(error) => formFailureOf(error, STAFF_CONSTRAINT_FIELDS)}
        onReload={async () => {
          if (!person) return EMPTY_FORM;
          const [fresh, freshRoles] = await Promise.all([getStaff(person.id), staffRoleIds(person.id)]);
          return fresh ? formValuesOf(fresh, freshRoles) : EMPTY_FORM;
        }}
        onSubmit={async (values, context) => {
          const saved = await saveStaff(values, person, { overwrite: context.overwrite });
          await invalidate();
          toaster.create({ type: 'success', title: person ? `${saved.name} saved` : `${saved.name} added` });
          onSaved(saved);
        }}
      />
      {person && canEdit ? (
        <>
          <Separator />
          {person.user_id === null ? (
            <SignInCreator person={person} onCreated={() => void invalidate()} />
          ) : null}
          <HStack>
            <Button
              variant="outline"
              colorPalette={person.active ? 'red' : 'green'}
              onClick={() => setConfirming(true)}
            >
              {person.active ? 'Deactivate' : 'Reactivate'}
            </Button>
          </HStack>
          <ConfirmDialog
            open={confirming}
            onOpenChange={setConfirming}
            tone={person.active ? 'danger' : 'neutral'}
            title={person.active ? `Deactivate ${person.name}?` : `Reactivate ${person.name}?`}
            description={
              person.active
                ? 'They can no longer sign in or see any data. Their history stays.'
                : 'They can sign in again with their designation.'
            }
            confirmLabel={person.active ? 'Deactivate' : 'Reactivate'}
            onConfirm={async () => {
              const saved = await setActive.mutateAsync({
                id: person.id,
                version: person.version,
                active: !person.active,
              });
              toaster.create({
                type: 'success',
                title: `${saved.name} is ${saved.active ? 'active' : 'inactive'}`,
              });
              onSaved(saved);
            }}
          />
        </>
      ) : null}
    </Stack>
  );
}

export default function DashboardUsersPage() {
  const route = useRouteEntry();
  const [params, setParams] = useSearchParams();
  const state = useMemo(() => stateFromParams(params), [params]);
  const staff = useStaffList({});
  // The roles and permissions matrix decides (staff.manage), as the database's policies do.
  const permissions = usePermissions();
  const canEdit = permissions.can('staff.manage');
  const lockedReason = permissions.reason('staff.manage');
  // null: closed; 'new': adding; otherwise the person being edited (kept current after saves).
  const [editing, setEditing] = useState<StaffMember | 'new' | null>(null);
  const table = useMemo(() => applyTableState(staff.data ?? [], COLUMNS, state), [staff.data, state]);
  const person = editing === 'new' || editing === null ? null : editing;

  return (
    <Stack gap="6">
      <PageHeader
        title={route?.title ?? 'Staff'}
        description="Everyone who works here: designation, department, roles and whether they can sign in."
        actions={
          <Tooltip content={lockedReason} disabled={canEdit}>
            <Button colorPalette="brand" disabled={!canEdit} onClick={() => setEditing('new')}>
              <UserPlus aria-hidden="true" /> Add staff member
            </Button>
          </Tooltip>
        }
      />
      {!canEdit && !permissions.isPending ? (
        <Text color="fg.muted">You can read the list. {lockedReason}</Text>
      ) : null}
      <DataTable
        label="Staff"
        columns={COLUMNS}
        rows={table.rows}
        total={table.total}
        getRowId={(s) => s.id}
        getRowLabel={(s) => s.name}
        state={state}
        onStateChange={(next) => setParams(paramsFromState(next))}
        isLoading={staff.isPending}
        error={staff.isError ? staff.error.message : null}
        onRetry={() => void staff.refetch()}
        emptyTitle="No staff match"
        emptyDescription="Clear the search or a filter to see more."
        pageSizeOptions={PAGE_SIZES}
        exportFileName="staff"
        exportRows={() => table.filtered}
        onRowActivate={(s) => setEditing(s)}
      />
      <Drawer.Root
        open={editing !== null}
        onOpenChange={(details) => {
          if (!details.open) setEditing(null);
        }}
        size="md"
      >
        <Portal>
          <Drawer.Backdrop />
          <Drawer.Positioner>
            <Drawer.Content>
              <Drawer.Header>
                <Drawer.Title>{person ? person.name : 'New staff member'}</Drawer.Title>
              </Drawer.Header>
              <Drawer.Body>
                {editing !== null ? (
                  <StaffEditor
                    person={person}
                    canEdit={canEdit}
                    onSaved={(saved) => setEditing(saved)}
                    onClose={() => setEditing(null)}
                  />
                ) : null}
              </Drawer.Body>
              <Drawer.CloseTrigger asChild>
                <CloseButton size="sm" aria-label="Close" />
              </Drawer.CloseTrigger>
            </Drawer.Content>
          </Drawer.Positioner>
        </Portal>
      </Drawer.Root>
    </Stack>
  );
}
