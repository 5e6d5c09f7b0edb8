/**
 * The organisation's settings (one row): company name, GSTIN, address, logo, currency, default GST
 * rate and numbering prefixes. The form's rules are the table's check constraints, so a refusal by
 * the database lands on the same field with the same words. The logo is kept as a data URL in
 * logo_path: the embedded backend has no file storage, and a small logo fits a row.
 */
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { numeric } from '../kit/schemas';
import { type DataSource } from '../backend';
import { readFileAsDataUrl } from '../kit/file-data-url';
import { blankForNull, GSTIN_MESSAGE, GSTIN_PATTERN } from '../kit/form-fields';
import type { ConstraintFields } from '../kit/form-errors';
import { source } from '../kit/data-access';
import { asc, listRows } from '../kit/rows';

export const orgSettingsSchema = z.object({
  company_name: z.string(),
  legal_name: z.string().nullable(),
  gstin: z.string().nullable(),
  address_line1: z.string().nullable(),
  address_line2: z.string().nullable(),
  city: z.string().nullable(),
  state: z.string().nullable(),
  pincode: z.string().nullable(),
  country: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  logo_path: z.string().nullable(),
  currency: z.string(),
  default_gst_rate: numeric,
  quotation_prefix: z.string(),
  order_prefix: z.string(),
  project_prefix: z.string(),
  version: z.number().int(),
});
export type OrgSettings = z.infer<typeof orgSettingsSchema>;

const PREFIX = /^[A-Z][A-Z0-9]{0,5}$/;
const prefix = (what: string) =>
  z
    .string()
    .trim()
    .toUpperCase()
    .regex(PREFIX, `${what}: a capital letter, then up to 5 capitals or digits.`);
export const MAX_LOGO_BYTES = 200 * 1024;

export const orgSettingsFormSchema = z.object({
  company_name: z.string().trim().min(1, 'Enter the company name.').max(120, 'At most 120 characters.'),
  gstin: z
    .string()
    .trim()
    .toUpperCase()
    .refine((v) => v === '' || GSTIN_PATTERN.test(v), GSTIN_MESSAGE),
  address_line1: z.string().trim(),
  address_line2: z.string().trim(),
  city: z.string().trim(),
  state: z.string().trim(),
  pincode: z
    .string()
    .trim()
    .refine((v) => v === '' || /^[1-9][0-9]{5}$/.test(v), 'Six digits, not starting with 0.'),
  logo: z
    .instanceof(File)
    .refine((file) => file.type.startsWith('image/'), 'Choose an image file.')
    .refine((file) => file.size <= MAX_LOGO_BYTES, 'The logo must be at most 200 KB.')
    .nullable(),
  currency: z.string().regex(/^[A-Z]{3}$/, 'Choose a currency.'),
  default_gst_rate: z
    .number({ error: 'Enter the default GST rate.' })
    .min(0, 'At least 0%.')
    .max(100, 'At most 100%.'),
  quotation_prefix: prefix('Quotation prefix'),
  order_prefix: prefix('Order prefix'),
  project_prefix: prefix('Project prefix'),
});
export type OrgSettingsFormInput = z.input<typeof orgSettingsFormSchema>;
export type OrgSettingsForm = z.output<typeof orgSettingsFormSchema>;

export const ORG_SETTINGS_CONSTRAINT_FIELDS: ConstraintFields = {
  org_settings_company_name_check: {
    field: 'company_name',
    message: 'Enter a company name of 1 to 120 characters.',
  },
  org_settings_gstin_check: { field: 'gstin', message: 'The database refused this GSTIN: check its format.' },
  org_settings_pincode_check: { field: 'pincode', message: 'Six digits, not starting with 0.' },
  org_settings_default_gst_rate_check: { field: 'default_gst_rate', message: 'Between 0 and 100%.' },
  org_settings_quotation_prefix_check: {
    field: 'quotation_prefix',
    message: 'A capital letter, then up to 5 capitals or digits.',
  },
  org_settings_order_prefix_check: {
    field: 'order_prefix',
    message: 'A capital letter, then up to 5 capitals or digits.',
  },
  org_settings_project_prefix_check: {
    field: 'project_prefix',
    message: 'A capital letter, then up to 5 capitals or digits.',
  },
  org_settings_currency_fkey: { field: 'currency', message: 'Choose one of the listed currencies.' },
  org_settings_logo_path_check: { field: 'logo', message: 'The logo could not be stored.' },
};

export function orgSettingsFormValues(settings: OrgSettings): OrgSettingsFormInput {
  return {
    company_name: settings.company_name,
    ...blankForNull(settings, ['gstin', 'address_line1', 'address_line2', 'city', 'state', 'pincode']),
    logo: null,
    currency: settings.currency,
    default_gst_rate: settings.default_gst_rate,
    quotation_prefix: settings.quotation_prefix,
    order_prefix: settings.order_prefix,
    project_prefix: settings.project_prefix,
  };
}

export async function getOrgSettings(given?: DataSource): Promise<OrgSettings> {
  const [settings] = await listRows('org_settings', orgSettingsSchema, {}, given);
  if (settings === undefined) throw new Error('The organisation settings row is missing.');
  return settings;
}

export async function saveOrgSettings(
  form: OrgSettingsForm,
  version: number,
  options: { overwrite?: boolean } = {},
  given?: DataSource,
): Promise<OrgSettings> {
  const ds = await source(given);
  const empty = (value: string) => (value === '' ? null : value);
  const changes: Record<string, unknown> = {
    company_name: form.company_name,
    gstin: empty(form.gstin),
    address_line1: empty(form.address_line1),
    address_line2: empty(form.address_line2),
    city: empty(form.city),
    state: empty(form.state),
    pincode: empty(form.pincode),
    currency: form.currency,
    default_gst_rate: form.default_gst_rate,
    quotation_prefix: form.quotation_prefix,
    order_prefix: form.order_prefix,
    project_prefix: form.project_prefix,
  };
  if (form.logo) changes['logo_path'] = await readFileAsDataUrl(form.logo);
  const expected = options.overwrite ? (await getOrgSettings(ds)).version : version;
  // The single row's key is the boolean true (written as PostgREST would: id=eq.true).
  return orgSettingsSchema.parse(await ds.update<unknown>('org_settings', 'true', expected, changes));
}

export const currencySchema = z.object({ code: z.string(), name: z.string(), symbol: z.string() });
export type Currency = z.infer<typeof currencySchema>;

export const listCurrencies = (given?: DataSource): Promise<Currency[]> =>
  listRows('currencies', currencySchema, { columns: ['code', 'name', 'symbol'], sort: [asc('code')] }, given);

export const orgSettingsKeys = {
  all: ['org-settings'] as const,
  settings: () => [...orgSettingsKeys.all, 'row'] as const,
  currencies: () => [...orgSettingsKeys.all, 'currencies'] as const,
};

export function useOrgSettings() {
  return useQuery({ queryKey: orgSettingsKeys.settings(), queryFn: () => getOrgSettings() });
}

export function useCurrencies() {
  return useQuery({ queryKey: orgSettingsKeys.currencies(), queryFn: () => listCurrencies() });
}

/**
 * The logo to print: the uploaded image (a data URL, as the settings page stores it) or none. The
 * seeded `branding/…` path names a file no backend serves, which printed as a broken image.
 */
export function orgLogoSrc(org: Pick<OrgSettings, 'logo_path'> | null): string | null {
  const path = org?.logo_path;
  return path && path.startsWith('data:image/') ? path : null;
}
