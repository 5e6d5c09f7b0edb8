/**
 * WhatsApp and e-mail message templates (the message_templates table): the lead drawer fills one
 * with the lead's details behind its WhatsApp and E-mail buttons; CRM settings edits them. Reading
 * needs leads.view, writing crm_settings.manage (row-level security decides; a refusal reaches the
 * caller as a DataSourceError). Placeholders are {name} {company} {owner} {phone}; the database
 * refuses any other `{word}` (constraint message_templates_placeholders_check).
 */
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { type DataSource } from '../backend';
import type { ConstraintFields } from '../kit/form-errors';
import { source } from '../kit/data-access';
import { recordKeys, useWrite } from '../kit/record-queries';
import { asc, eq, listRows } from '../kit/rows';

export const MESSAGE_TEMPLATE_KINDS = ['whatsapp', 'email'] as const;
export type MessageTemplateKind = (typeof MESSAGE_TEMPLATE_KINDS)[number];
export const MESSAGE_TEMPLATE_KIND_LABELS: Record<MessageTemplateKind, string> = {
  whatsapp: 'WhatsApp',
  email: 'E-mail',
};

export const TEMPLATE_PLACEHOLDERS = ['name', 'company', 'owner', 'phone'] as const;
export type TemplatePlaceholder = (typeof TEMPLATE_PLACEHOLDERS)[number];
export const TEMPLATE_PLACEHOLDER_LABELS: Record<TemplatePlaceholder, string> = {
  name: "The lead's name",
  company: "The lead's company",
  owner: "The lead owner's name",
  phone: "The lead's phone",
};

export type TemplateValues = Partial<Record<TemplatePlaceholder, string | null | undefined>>;

const PLACEHOLDER = /\{([A-Za-z_]*)\}/g;

/**
 * The text with each known placeholder replaced by its value (an empty string when the value is
 * missing); unknown `{words}` and lone braces stay as typed.
 */
export function fillTemplate(body: string, values: TemplateValues): string {
  return body.replace(PLACEHOLDER, (whole, key: string) =>
    (TEMPLATE_PLACEHOLDERS as readonly string[]).includes(key)
      ? (values[key as TemplatePlaceholder] ?? '').trim()
      : whole,
  );
}

/** `{words}` in the text that are not placeholders, in order of first use (what the editor flags). */
export function unknownPlaceholders(text: string): string[] {
  const found: string[] = [];
  for (const match of text.matchAll(PLACEHOLDER)) {
    const key = match[1] ?? '';
    if (!(TEMPLATE_PLACEHOLDERS as readonly string[]).includes(key) && !found.includes(`{${key}}`)) {
      found.push(`{${key}}`);
    }
  }
  return found;
}

export const messageTemplateSchema = z.object({
  id: z.string(),
  kind: z.enum(MESSAGE_TEMPLATE_KINDS),
  name: z.string(),
  subject: z.string().nullable(),
  body: z.string(),
  active: z.boolean(),
  position: z.number().int(),
  version: z.number().int(),
});
export type MessageTemplate = z.infer<typeof messageTemplateSchema>;

const placeholderCheck = (text: string) => unknownPlaceholders(text).length === 0;
const placeholderMessage = `Use only ${TEMPLATE_PLACEHOLDERS.map((p) => `{${p}}`).join(' ')}`;

/** The editor's form: an e-mail needs a subject, a WhatsApp message has none. */
export const messageTemplateFormSchema = z
  .object({
    kind: z.enum(MESSAGE_TEMPLATE_KINDS),
    name: z.string().trim().min(1, 'Give the template a name').max(160, 'At most 160 characters'),
    subject: z
      .string()
      .trim()
      .max(200, 'At most 200 characters')
      .refine(placeholderCheck, placeholderMessage),
    body: z
      .string()
      .trim()
      .min(1, 'Write the message')
      .max(4000, 'At most 4000 characters')
      .refine(placeholderCheck, placeholderMessage),
    active: z.boolean(),
  })
  .superRefine((value, context) => {
    if (value.kind === 'email' && value.subject === '') {
      context.addIssue({ code: 'custom', path: ['subject'], message: 'An e-mail needs a subject' });
    }
  });
export type MessageTemplateFormInput = z.input<typeof messageTemplateFormSchema>;
export type MessageTemplateFormValues = z.output<typeof messageTemplateFormSchema>;

export const MESSAGE_TEMPLATE_CONSTRAINT_MESSAGES: ConstraintFields = {
  message_templates_kind_name_key: {
    field: 'name',
    message: 'A template of this kind has this name already',
  },
  message_templates_placeholders_check: { field: 'body', message: placeholderMessage },
  message_templates_subject_check: { field: 'subject', message: 'An e-mail needs a subject; WhatsApp none' },
  message_templates_name_check: {
    field: 'name',
    message: 'Give the template a name (at most 160 characters)',
  },
  message_templates_body_check: { field: 'body', message: 'Write the message (at most 4000 characters)' },
};

export interface MessageTemplateQuery {
  kind?: MessageTemplateKind | undefined;
  /** Only the templates offered in the lead drawer. */
  activeOnly?: boolean | undefined;
}

export const listMessageTemplates = (
  query: MessageTemplateQuery = {},
  given?: DataSource,
): Promise<MessageTemplate[]> =>
  listRows(
    'message_templates',
    messageTemplateSchema,
    {
      filters: [
        ...(query.kind ? [eq('kind', query.kind)] : []),
        ...(query.activeOnly ? [eq('active', true)] : []),
      ],
      sort: [asc('kind'), asc('position'), asc('name')],
    },
    given,
  );

function rowValues(values: MessageTemplateFormValues) {
  return {
    kind: values.kind,
    name: values.name,
    subject: values.kind === 'email' ? values.subject : null,
    body: values.body,
    active: values.active,
  };
}

/** Adds a template (id null) or changes one if nobody saved it since `version` was read. */
export async function saveMessageTemplate(
  id: string | null,
  version: number | null,
  values: MessageTemplateFormValues,
  given?: DataSource,
): Promise<MessageTemplate> {
  const ds = await source(given);
  if (id === null) {
    const [row] = await ds.insert<unknown>('message_templates', rowValues(values));
    return messageTemplateSchema.parse(row);
  }
  const row = await ds.update<unknown>('message_templates', id, version ?? 0, rowValues(values));
  return messageTemplateSchema.parse(row);
}

export async function deleteMessageTemplate(id: string, given?: DataSource): Promise<void> {
  const ds = await source(given);
  await ds.remove('message_templates', id);
}

export const messageTemplateKeys = recordKeys<MessageTemplateQuery>('message-templates');

export const useMessageTemplates = (query: MessageTemplateQuery = {}, options: { enabled?: boolean } = {}) =>
  useQuery({
    queryKey: messageTemplateKeys.list(query),
    queryFn: () => listMessageTemplates(query),
    enabled: options.enabled ?? true,
  });

export interface SaveMessageTemplateInput {
  id: string | null;
  version: number | null;
  values: MessageTemplateFormValues;
}

/** Errors are left to the caller (formFailureOf with MESSAGE_TEMPLATE_CONSTRAINT_MESSAGES). */
export const useSaveMessageTemplate = () =>
  useWrite(
    ({ id, version, values }: SaveMessageTemplateInput) => saveMessageTemplate(id, version, values),
    [messageTemplateKeys.all],
    { handlesError: true, refreshOn: 'success' },
  );

export const useDeleteMessageTemplate = () =>
  useWrite((id: string) => deleteMessageTemplate(id), [messageTemplateKeys.all], {
    handlesError: true,
    refreshOn: 'success',
  });
