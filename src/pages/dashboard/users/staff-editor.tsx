/**
 * One staff member in the drawer: the form (roles included), a first password for a person who
 * has no sign-in yet (embedded backend), and deactivating or reactivating them.
 */
import { Button, Field, HStack, Separator, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { ConfirmDialog, PasswordField, toaster } from '@/ui';
import { RecordForm } from '@/ui/components/record-form/record-form';
import type { RecordFieldSpec } from '@/ui/components/record-form/record-form-types';
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
  useStaffRoleIds,
  type StaffFormInput,
  type StaffMember,
} from '@/services/admin';
import { useDepartments, useRoles } from '@/services/projects';

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

export function StaffEditor({
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
