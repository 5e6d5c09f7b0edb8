import { Box, Image, Stack, Text } from '@chakra-ui/react';
import { useQueryClient } from '@tanstack/react-query';
import { ErrorState, LoadingState, toaster } from '@/ui';
import { RecordForm } from '@/ui/components/record-form/record-form';
import type { RecordFieldSpec } from '@/ui/components/record-form/record-form-types';
import { formFailureOf } from '@/services/kit';
import {
  getOrgSettings,
  ORG_SETTINGS_CONSTRAINT_FIELDS,
  orgSettingsFormSchema,
  orgSettingsFormValues,
  orgSettingsKeys,
  saveOrgSettings,
  useCurrencies,
  useOrgSettings,
  type OrgSettings,
  type OrgSettingsFormInput,
  usePermissions,
} from '@/services/admin';
import { RouteHeader } from './page-frame';

function OrgSettingsForm({
  settings,
  canEdit,
  lockedReason,
}: {
  settings: OrgSettings;
  canEdit: boolean;
  lockedReason: string | null;
}) {
  const client = useQueryClient();
  const currencies = useCurrencies();
  const readOnly = !canEdit;
  const fields: RecordFieldSpec<keyof OrgSettingsFormInput>[] = [
    {
      name: 'company_name',
      label: 'Company name',
      kind: 'text',
      required: true,
      readOnly,
      autoComplete: 'organization',
    },
    {
      name: 'gstin',
      label: 'GSTIN',
      kind: 'text',
      readOnly,
      placeholder: '27AAPFU0939F1ZV',
      helper: '15 characters: state code, PAN, entity number, Z, check character.',
    },
    { name: 'address_line1', label: 'Address line 1', kind: 'text', readOnly, autoComplete: 'address-line1' },
    { name: 'address_line2', label: 'Address line 2', kind: 'text', readOnly, autoComplete: 'address-line2' },
    { name: 'city', label: 'City', kind: 'text', readOnly, autoComplete: 'address-level2' },
    { name: 'state', label: 'State', kind: 'text', readOnly, autoComplete: 'address-level1' },
    { name: 'pincode', label: 'PIN code', kind: 'text', readOnly, autoComplete: 'postal-code' },
    {
      name: 'currency',
      label: 'Currency',
      kind: 'select',
      required: true,
      readOnly,
      options: (currencies.data ?? [{ code: settings.currency, name: settings.currency, symbol: '' }]).map(
        (c) => ({
          value: c.code,
          label: `${c.code} · ${c.name}`,
        }),
      ),
    },
    {
      name: 'default_gst_rate',
      label: 'Default GST rate',
      kind: 'number',
      unit: '%',
      step: 0.01,
      min: 0,
      max: 100,
      readOnly,
    },
    {
      name: 'quotation_prefix',
      label: 'Quotation prefix',
      kind: 'text',
      readOnly,
      helper: 'QT gives QT-2026-0001.',
    },
    { name: 'order_prefix', label: 'Order prefix', kind: 'text', readOnly, helper: 'SO gives SO-2026-0001.' },
    { name: 'project_prefix', label: 'Project prefix', kind: 'text', readOnly },
    {
      name: 'logo',
      label: 'Logo',
      kind: 'file',
      accept: 'image/png,image/jpeg,image/svg+xml,image/webp',
      readOnly,
      wide: true,
      helper: 'An image of at most 200 KB; it appears on quotations.',
    },
  ];
  return (
    <Stack gap="4">
      {settings.logo_path?.startsWith('data:image/') ? (
        <Box>
          <Text textStyle="sm" color="fg.muted" mb="1">
            Current logo
          </Text>
          <Image src={settings.logo_path} alt={`${settings.company_name} logo`} maxH="16" />
        </Box>
      ) : null}
      <RecordForm
        key={settings.version}
        label="Organisation settings"
        schema={orgSettingsFormSchema}
        defaultValues={orgSettingsFormValues(settings)}
        fields={fields}
        submitLabel="Save settings"
        describeError={(error) => formFailureOf(error, ORG_SETTINGS_CONSTRAINT_FIELDS)}
        onReload={async () => orgSettingsFormValues(await getOrgSettings())}
        onSubmit={async (values, context) => {
          if (!canEdit) throw new Error(lockedReason ?? 'You may not change the organisation settings.');
          const saved = await saveOrgSettings(values, settings.version, { overwrite: context.overwrite });
          client.setQueryData(orgSettingsKeys.settings(), saved);
          toaster.create({ type: 'success', title: 'Organisation settings saved' });
        }}
      />
    </Stack>
  );
}

export default function DashboardOrgSettingsPage() {
  const settings = useOrgSettings();
  // The roles and permissions matrix decides (org_settings.manage), as the database's policies do.
  const permissions = usePermissions();
  const canEdit = permissions.can('org_settings.manage');
  const lockedReason = permissions.reason('org_settings.manage');
  return (
    <Stack gap="6">
      <RouteHeader
        title="Organisation settings"
        description="Company details printed on quotations and orders, the currency, the default GST rate and document numbering."
      />
      {!canEdit && !permissions.isPending ? (
        <Text color="fg.muted">You can read these settings. {lockedReason}</Text>
      ) : null}
      {settings.isPending ? (
        <LoadingState label="Loading the settings" />
      ) : settings.isError ? (
        <ErrorState
          title="The settings could not be loaded"
          message={settings.error.message}
          onRetry={() => void settings.refetch()}
        />
      ) : (
        <OrgSettingsForm settings={settings.data} canEdit={canEdit} lockedReason={lockedReason} />
      )}
    </Stack>
  );
}
