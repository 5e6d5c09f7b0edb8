import {
  Alert,
  Badge,
  Box,
  Button,
  Card,
  Checkbox,
  Code,
  Field,
  Heading,
  HStack,
  IconButton,
  Input,
  InputGroup,
  List,
  NativeSelect,
  Stack,
  Table,
  Text,
} from '@chakra-ui/react';
import { useQueryClient } from '@tanstack/react-query';
import { Plus, Trash2 } from 'lucide-react';
import { useMemo, useState } from 'react';
import { ConfirmDialog, ErrorState, LoadingState, PageHeader, SortableList, toaster } from '@/ui';
import { RecordForm } from '@/ui/components/record-form/record-form';
import { useRouteEntry } from '@/routes/paths';
import { resetDemoData } from '@/services/backend';
import { backendConfig } from '@/services/config';
import { formFailureOf } from '@/services/form-errors';
import {
  addDepartment,
  DEPARTMENT_CONSTRAINT_FIELDS,
  departmentFormSchema,
  percentTotal,
  saveStageItems,
  setRolePermission,
  settingsKeys,
  stageListSchema,
  useDepartments,
  useGrantedPermissions,
  usePermissions,
  useRoles,
  useStageTemplates,
  type StageKind,
  type StageTemplate,
} from '@/services/stage-templates';
import { usePermissions as useMyPermissions, type Permissions } from '@/services/permissions';

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

interface DraftStage {
  key: string;
  name: string;
  /** null while the field is empty. */
  percent: number | null;
}

let draftKey = 0;
const draftOf = (template: StageTemplate): DraftStage[] =>
  template.items.map((item) => ({ key: `stage-${draftKey++}`, name: item.name, percent: item.percent }));

/** One template's stages: drag (or keyboard) to reorder, edit names and percentages, a live total. */
function StageEditor({
  kind,
  template,
  canEdit,
}: {
  kind: StageKind;
  template: StageTemplate;
  canEdit: boolean;
}) {
  const client = useQueryClient();
  const [stages, setStages] = useState<DraftStage[]>(() => draftOf(template));
  const [error, setError] = useState<string | null>(null);
  // Someone saved this template after it was loaded: the draft stays until the user loads theirs.
  const [conflict, setConflict] = useState(false);
  const [saving, setSaving] = useState(false);
  const total = percentTotal(stages.map((stage) => ({ percent: stage.percent ?? 0 })));
  const label = kind === 'design' ? 'Design stages' : 'Payment stages';
  const update = (key: string, change: Partial<DraftStage>) =>
    setStages((current) => current.map((stage) => (stage.key === key ? { ...stage, ...change } : stage)));

  const save = async () => {
    const checked = stageListSchema.safeParse(stages.map(({ name, percent }) => ({ name, percent })));
    if (!checked.success) {
      setError(checked.error.issues[0]?.message ?? 'Check the stages.');
      return;
    }
    setSaving(true);
    setError(null);
    setConflict(false);
    try {
      await saveStageItems(kind, template.id, template.version, checked.data);
      await client.invalidateQueries({ queryKey: settingsKeys.templates(kind) });
      toaster.create({ type: 'success', title: `${template.name} saved` });
    } catch (cause) {
      const failure = formFailureOf(cause);
      if (failure.kind === 'conflict') setConflict(true);
      else setError(failure.kind === 'form' ? failure.message : 'The save was refused.');
    } finally {
      setSaving(false);
    }
  };

  return (
    <Stack gap="3">
      <SortableList
        label={`${label} of ${template.name}`}
        items={stages}
        getId={(stage) => stage.key}
        getLabel={(stage) => stage.name || 'Unnamed stage'}
        onReorder={(next) => canEdit && setStages(next)}
        gap="2"
        renderItem={(stage, handle) => {
          const position = stages.indexOf(stage) + 1;
          return (
            <HStack gap="2" align="center">
              {canEdit ? handle : null}
              <Input
                size="sm"
                flex="1"
                aria-label={`Stage ${position} name`}
                value={stage.name}
                readOnly={!canEdit}
                onChange={(event) => update(stage.key, { name: event.currentTarget.value })}
              />
              <InputGroup endAddon="%" w="32" flexShrink={0}>
                <Input
                  size="sm"
                  type="number"
                  step="0.01"
                  min={0}
                  max={100}
                  aria-label={`Stage ${position} percentage`}
                  value={stage.percent ?? ''}
                  readOnly={!canEdit}
                  onChange={(event) => {
                    const text = event.currentTarget.value;
                    update(stage.key, { percent: text === '' ? null : Number(text) });
                  }}
                />
              </InputGroup>
              {canEdit ? (
                <IconButton
                  size="sm"
                  variant="ghost"
                  aria-label={`Remove stage ${position}`}
                  onClick={() => setStages((current) => current.filter((s) => s.key !== stage.key))}
                >
                  <Trash2 />
                </IconButton>
              ) : null}
            </HStack>
          );
        }}
      />
      <HStack justify="space-between" wrap="wrap" gap="3">
        <Text
          role="status"
          aria-live="polite"
          fontWeight="semibold"
          color={total === 100 ? 'green.fg' : 'red.fg'}
        >
          Total: {total.toLocaleString('en-IN', { maximumFractionDigits: 2 })}%
          {total === 100
            ? ''
            : ` (${(100 - total).toLocaleString('en-IN', { maximumFractionDigits: 2 })}% to place)`}
        </Text>
        {canEdit ? (
          <HStack>
            <Button
              size="sm"
              variant="outline"
              onClick={() =>
                setStages((current) => [...current, { key: `stage-${draftKey++}`, name: '', percent: null }])
              }
            >
              <Plus aria-hidden="true" /> Add stage
            </Button>
            <Button
              size="sm"
              colorPalette="brand"
              loading={saving}
              // A loading button hides its label; the text keeps it named for screen readers.
              loadingText="Saving…"
              disabled={total !== 100}
              onClick={() => void save()}
            >
              Save {template.name}
            </Button>
          </HStack>
        ) : null}
      </HStack>
      {error ? (
        <Alert.Root status="error" role="alert">
          <Alert.Indicator />
          <Alert.Title>{error}</Alert.Title>
        </Alert.Root>
      ) : null}
      {conflict ? (
        <Alert.Root status="warning" role="alert">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>Someone else saved {template.name} after you opened it.</Alert.Title>
            <Alert.Description>
              Your stages are still here and nothing was overwritten. Load their version to see it (your
              changes here are then discarded).
            </Alert.Description>
          </Alert.Content>
          <Button
            size="sm"
            variant="outline"
            alignSelf="center"
            onClick={() => void client.invalidateQueries({ queryKey: settingsKeys.templates(kind) })}
          >
            Load their version
          </Button>
        </Alert.Root>
      ) : null}
    </Stack>
  );
}

function StageTemplates({ kind, canEdit }: { kind: StageKind; canEdit: boolean }) {
  const templates = useStageTemplates(kind);
  const [chosen, setChosen] = useState<string | null>(null);
  if (templates.isPending) return <LoadingState label="Loading the templates" />;
  if (templates.isError)
    return (
      <ErrorState
        title="The templates could not be loaded"
        message={templates.error.message}
        onRetry={() => void templates.refetch()}
      />
    );
  const template = templates.data.find((t) => t.id === chosen) ?? templates.data[0];
  if (!template) return <Text color="fg.muted">No templates yet.</Text>;
  return (
    <Stack gap="4">
      <Field.Root maxW="sm">
        <Field.Label>Template</Field.Label>
        <NativeSelect.Root size="sm">
          <NativeSelect.Field value={template.id} onChange={(event) => setChosen(event.currentTarget.value)}>
            {templates.data.map((t) => (
              <option key={t.id} value={t.id}>
                {t.name}
                {t.is_default ? ' (default)' : ''}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </Field.Root>
      <StageEditor
        key={`${template.id}:${template.version}`}
        kind={kind}
        template={template}
        canEdit={canEdit}
      />
    </Stack>
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
  const route = useRouteEntry();
  // The roles and permissions matrix decides, as the database's policies do: templates and
  // departments need settings.manage, the matrix itself roles.manage.
  const permissions = useMyPermissions();
  const canEdit = permissions.can('settings.manage');
  const canEditRoles = permissions.can('roles.manage');
  return (
    <Stack gap="6">
      <PageHeader
        title={route?.title ?? 'Settings'}
        description="Design and payment stage templates, departments, roles and permissions, and the demo data."
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
      <Section title="Demo data" description="Start the demo again from the seeded data.">
        <ResetDemoData />
      </Section>
    </Stack>
  );
}
