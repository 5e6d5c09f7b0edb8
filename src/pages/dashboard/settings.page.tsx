import {
  Badge,
  Box,
  Button,
  Card,
  Checkbox,
  Code,
  Heading,
  HStack,
  List,
  Stack,
  Table,
  Text,
} from '@chakra-ui/react';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { ConfirmDialog, ErrorState, LoadingState, toaster } from '@/ui';
import { RecordForm } from '@/ui/components/record-form/record-form';
import { BackupSection } from './settings/backup-section';
import { StageTemplates } from './settings/stage-templates';
import { resetDemoData } from '@/services/backend';
import { backendConfig, formFailureOf } from '@/services/kit';
import {
  addDepartment,
  DEPARTMENT_CONSTRAINT_FIELDS,
  departmentFormSchema,
  setRolePermission,
  settingsKeys,
  useDepartments,
  useGrantedPermissions,
  usePermissions,
  useRoles,
} from '@/services/projects';
import { usePermissions as useMyPermissions, type Permissions } from '@/services/admin';
import { RouteHeader } from './page-frame';

function Section({
  title,
  description,
  children,
}: {
  title: string;
  description: string;
  children: React.ReactNode;
}) {
  const id = `settings-${title.toLowerCase().replace(/[^a-z]+/g, '-')}`;
  return (
    <Card.Root variant="outline" as="section" aria-labelledby={id}>
      <Card.Header>
        <Heading as="h2" size="md" id={id}>
          {title}
        </Heading>
        <Text color="fg.muted" textStyle="sm">
          {description}
        </Text>
      </Card.Header>
      <Card.Body>{children}</Card.Body>
    </Card.Root>
  );
}
function Departments({ canEdit }: { canEdit: boolean }) {
  const client = useQueryClient();
  const departments = useDepartments();
  const [round, setRound] = useState(0);
  return (
    <Stack gap="4">
      <List.Root gap="1" ps="5">
        {(departments.data ?? []).map((d) => (
          <List.Item key={d.id}>
            <Text as="span" fontWeight="medium">
              {d.name}
            </Text>
            {d.description ? <Text as="span" color="fg.muted">{` · ${d.description}`}</Text> : null}
          </List.Item>
        ))}
      </List.Root>
      {canEdit ? (
        <RecordForm
          key={round}
          label="New department"
          schema={departmentFormSchema}
          defaultValues={{ name: '', description: '' }}
          blockNavigation={false}
          fields={[
            { name: 'name', label: 'Department name', kind: 'text', required: true },
            { name: 'description', label: 'Description', kind: 'text' },
          ]}
          submitLabel="Add department"
          describeError={(error) => formFailureOf(error, DEPARTMENT_CONSTRAINT_FIELDS)}
          onSubmit={async (values) => {
            const added = await addDepartment(values);
            await client.invalidateQueries({ queryKey: settingsKeys.departments() });
            toaster.create({ type: 'success', title: `${added.name} added` });
            setRound((n) => n + 1);
          }}
        />
      ) : null}
    </Stack>
  );
}

function PermissionMatrix({ canEdit }: { canEdit: boolean }) {
  const client = useQueryClient();
  const roles = useRoles();
  const permissions = usePermissions();
  const grants = useGrantedPermissions();
  const [busy, setBusy] = useState<string | null>(null);
  if (roles.isPending || permissions.isPending || grants.isPending)
    return <LoadingState label="Loading roles" />;
  if (roles.isError || permissions.isError || grants.isError)
    return <ErrorState title="Roles and permissions could not be loaded" />;
  return (
    <Box overflowX="auto">
      <Table.Root size="sm" variant="outline" stickyHeader>
        <Table.Caption captionSide="top" textAlign="start" color="fg.muted">
          Permissions (rows) granted to each role (columns)
        </Table.Caption>
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader scope="col">Permission</Table.ColumnHeader>
            {roles.data.map((role) => (
              <Table.ColumnHeader key={role.id} scope="col" textAlign="center">
                {role.name}
              </Table.ColumnHeader>
            ))}
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {permissions.data.map((permission) => (
            <Table.Row key={permission.code}>
              <Table.Cell as="th" scope="row" fontWeight="normal" textAlign="start">
                <HStack gap="2" wrap="wrap">
                  <Badge variant="outline">{permission.area}</Badge>
                  <Code size="sm">{permission.code}</Code>
                </HStack>
                {/* What the code allows, from the permissions table. */}
                <Text textStyle="sm" color="fg.muted" mt="1">
                  {permission.description}
                </Text>
              </Table.Cell>
              {roles.data.map((role) => {
                const cell = `${role.id}:${permission.code}`;
                return (
                  <Table.Cell key={role.id} textAlign="center">
                    <Checkbox.Root
                      size="sm"
                      checked={grants.data.has(cell)}
                      disabled={!canEdit || busy === cell}
                      onCheckedChange={async (details) => {
                        setBusy(cell);
                        try {
                          await setRolePermission(role.id, permission.code, details.checked === true);
                          await client.invalidateQueries({ queryKey: settingsKeys.grants() });
                        } catch (cause) {
                          toaster.create({
                            type: 'error',
                            title: 'The permission was not changed',
                            description: cause instanceof Error ? cause.message : undefined,
                          });
                        } finally {
                          setBusy(null);
                        }
                      }}
                    >
                      <Checkbox.HiddenInput aria-label={`${role.name}: ${permission.description}`} />
                      <Checkbox.Control />
                    </Checkbox.Root>
                  </Table.Cell>
                );
              })}
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Box>
  );
}

function ResetDemoData() {
  const client = useQueryClient();
  const [confirming, setConfirming] = useState(false);
  const embedded = useMemo(() => backendConfig().kind === 'embedded', []);
  if (!embedded) return <Text color="fg.muted">Only the embedded demo database can be reset from here.</Text>;
  return (
    <>
      <Button colorPalette="red" variant="outline" alignSelf="start" onClick={() => setConfirming(true)}>
        Reset demo data
      </Button>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        tone="danger"
        title="Reset the demo data?"
        description="Every change made in this browser (staff, leads, quotations, settings) is replaced by the original demo data. Sign-ins stay, with their passwords; one made for a person added since works again once that person is added back with the same email."
        confirmLabel="Reset demo data"
        onConfirm={async () => {
          await resetDemoData();
          await client.invalidateQueries();
          toaster.create({ type: 'success', title: 'The demo data is back to its original state' });
        }}
      />
    </>
  );
}

/** Why a section is read-only, once the person's permissions are known. */
function LockedNote({
  permissions,
  code,
}: {
  permissions: Permissions;
  code: 'settings.manage' | 'roles.manage';
}) {
  if (permissions.isPending || permissions.can(code)) return null;
  return (
    <Text color="fg.muted" textStyle="sm" mb="3">
      You can read this. {permissions.reason(code)}
    </Text>
  );
}

export default function DashboardSettingsPage() {
  // The roles and permissions matrix decides, as the database's policies do: templates and
  // departments need settings.manage, the matrix itself roles.manage.
  const permissions = useMyPermissions();
  const canEdit = permissions.can('settings.manage');
  const canEditRoles = permissions.can('roles.manage');
  return (
    <Stack gap="6">
      <RouteHeader
        title="Settings"
        description="Design and payment stage templates, departments, roles and permissions, backups and the demo data."
      />
      <Section
        title="Design-stage templates"
        description="The stages a design moves through; percentages total 100."
      >
        <LockedNote permissions={permissions} code="settings.manage" />
        <StageTemplates kind="design" canEdit={canEdit} />
      </Section>
      <Section
        title="Payment-stage templates"
        description="When clients pay, as shares of the estimate; they total 100."
      >
        <LockedNote permissions={permissions} code="settings.manage" />
        <StageTemplates kind="payment" canEdit={canEdit} />
      </Section>
      <Section title="Departments" description="Staff belong to one department.">
        <LockedNote permissions={permissions} code="settings.manage" />
        <Departments canEdit={canEdit} />
      </Section>
      <Section
        title="Roles and permissions"
        description="What each role may do: each permission's code, and under it what it allows."
      >
        <LockedNote permissions={permissions} code="roles.manage" />
        <PermissionMatrix canEdit={canEditRoles} />
      </Section>
      <Section title="Backup" description="Keep a copy of this workspace's data, and restore it.">
        <BackupSection />
      </Section>
      <Section title="Demo data" description="Start the demo again from the seeded data.">
        <ResetDemoData />
      </Section>
    </Stack>
  );
}
