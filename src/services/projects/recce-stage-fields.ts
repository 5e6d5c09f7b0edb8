/** The six recce stage forms: what each asks, checked in the browser; answers stored as JSON. */
import { z } from 'zod';
import { type RecceStage } from './recce-model';

export type StageFieldKind = 'text' | 'textarea' | 'select' | 'yesno' | 'count';

export interface StageField {
  name: string;
  label: string;
  kind: StageFieldKind;
  required?: boolean;
  options?: readonly string[];
  /** Largest count for `count` fields; longest text otherwise. */
  max?: number;
  helper?: string;
}

export const STAGE_FIELDS: Record<RecceStage, readonly StageField[]> = {
  details: [
    { name: 'site_contact', label: 'Site contact', kind: 'text', required: true, max: 120 },
    { name: 'contact_phone', label: 'Contact phone', kind: 'text', max: 20, helper: 'e.g. +91 98450 10001' },
    { name: 'access', label: 'Access and lift', kind: 'text', required: true, max: 200 },
    {
      name: 'power',
      label: 'Power supply',
      kind: 'select',
      required: true,
      options: ['Single-phase', '3-phase', 'No supply yet'],
    },
  ],
  external_environment: [
    {
      name: 'facing',
      label: 'Facing',
      kind: 'select',
      required: true,
      options: ['North', 'North-east', 'East', 'South-east', 'South', 'South-west', 'West', 'North-west'],
    },
    { name: 'parking', label: 'Parking and unloading', kind: 'text', max: 200 },
    { name: 'surroundings', label: 'Surroundings', kind: 'textarea', max: 1000 },
  ],
  internal_environment: [
    { name: 'flooring', label: 'Flooring', kind: 'text', required: true, max: 120 },
    { name: 'false_ceiling', label: 'False ceiling', kind: 'yesno', required: true },
    { name: 'damp_walls', label: 'Damp walls', kind: 'yesno', required: true },
    { name: 'notes', label: 'Notes', kind: 'textarea', max: 1000 },
  ],
  spaces: [
    { name: 'rooms', label: 'Rooms to furnish', kind: 'count', required: true, max: 200 },
    { name: 'notes', label: 'Notes on the spaces', kind: 'textarea', max: 1000 },
  ],
  signage_and_facade: [
    {
      name: 'signage',
      label: 'Signage',
      kind: 'select',
      required: true,
      options: ['none', 'existing', 'new'],
    },
    { name: 'facade_work', label: 'Facade work', kind: 'yesno', required: true },
    { name: 'notes', label: 'Notes', kind: 'textarea', max: 1000 },
  ],
  layout_and_sketches: [
    { name: 'sketch_pages', label: 'Sketch pages', kind: 'count', required: true, max: 100 },
    { name: 'layout_confirmed', label: 'Layout confirmed with the client', kind: 'yesno', required: true },
    { name: 'notes', label: 'Notes', kind: 'textarea', max: 1000 },
  ],
};

function fieldSchema(field: StageField): z.ZodType<unknown> {
  switch (field.kind) {
    case 'yesno':
      return field.required
        ? z.boolean({ message: `Say whether: ${field.label.toLowerCase()}` })
        : z.boolean().optional();
    case 'count': {
      const count = z
        .number({ message: `Enter ${field.label.toLowerCase()} as a whole number` })
        .int('Use a whole number')
        .min(0, 'Cannot be negative')
        .max(field.max ?? 1000, `At most ${field.max ?? 1000}`);
      return field.required ? count : count.optional();
    }
    case 'select': {
      const options = field.options ?? [];
      const choice = z
        .string()
        .refine((value) => options.includes(value), `Choose ${field.label.toLowerCase()}`);
      return field.required ? choice : choice.optional();
    }
    default: {
      let text = z
        .string()
        .trim()
        .max(field.max ?? 1000, `Keep it under ${field.max ?? 1000} characters`);
      if (field.name === 'contact_phone') {
        text = text.refine(
          (value) => value === '' || /^\+?[0-9][0-9 -]{6,18}[0-9]$/.test(value),
          'Use a phone number like +91 98450 10001',
        );
      }
      return field.required ? text.min(1, `Fill in ${field.label.toLowerCase()}`) : text.optional();
    }
  }
}

/** The zod schema of one stage's answers. */
export function stageSchema(stage: RecceStage) {
  return z.object(Object.fromEntries(STAGE_FIELDS[stage].map((field) => [field.name, fieldSchema(field)])));
}

/** Form values (strings as typed) to answers, or the message per field. */
export function checkStageAnswers(
  stage: RecceStage,
  values: Readonly<Record<string, string>>,
): { ok: true; answers: Record<string, unknown> } | { ok: false; errors: Record<string, string> } {
  const raw: Record<string, unknown> = {};
  for (const field of STAGE_FIELDS[stage]) {
    const value = (values[field.name] ?? '').trim();
    if (field.kind === 'yesno') raw[field.name] = value === 'yes' ? true : value === 'no' ? false : undefined;
    else if (field.kind === 'count') raw[field.name] = value === '' ? undefined : Number(value);
    else raw[field.name] = value === '' && !field.required ? undefined : value;
  }
  const parsed = stageSchema(stage).safeParse(raw);
  if (parsed.success) {
    return {
      ok: true,
      answers: Object.fromEntries(Object.entries(parsed.data).filter(([, value]) => value !== undefined)),
    };
  }
  const errors: Record<string, string> = {};
  for (const issue of parsed.error.issues) {
    const key = String(issue.path[0] ?? '');
    errors[key] ??= issue.message;
  }
  return { ok: false, errors };
}

/** Form values as RecordForm holds them: text for most fields, a number (or null) for counts. */
export type StageFormValues = Record<string, string | number | null>;

function formFieldSchema(field: StageField): z.ZodType<unknown> {
  if (field.kind === 'yesno') {
    return z
      .enum(['yes', 'no'], { message: `Say whether: ${field.label.toLowerCase()}` })
      .transform((value) => value === 'yes');
  }
  return fieldSchema(field);
}

/** The stage form's schema for RecordForm: what was typed in, the answers to store out. */
export function stageFormSchema(stage: RecceStage) {
  return z
    .object(Object.fromEntries(STAGE_FIELDS[stage].map((field) => [field.name, formFieldSchema(field)])))
    .transform((values) =>
      Object.fromEntries(
        Object.entries(values).filter(([, value]) => value !== undefined && value !== null && value !== ''),
      ),
    );
}

/** Stored answers as the stage form's starting values. */
export function stageFormValues(
  stage: RecceStage,
  answers: Readonly<Record<string, unknown>>,
): StageFormValues {
  return Object.fromEntries(
    STAGE_FIELDS[stage].map((field): [string, string | number | null] => {
      const value = answers[field.name];
      if (field.kind === 'yesno') return [field.name, value === true ? 'yes' : value === false ? 'no' : ''];
      if (field.kind === 'count') return [field.name, typeof value === 'number' ? value : null];
      return [field.name, value === undefined || value === null ? '' : String(value)];
    }),
  );
}

/** Stored answers back to form values. */
export function stageValues(
  stage: RecceStage,
  answers: Readonly<Record<string, unknown>>,
): Record<string, string> {
  return Object.fromEntries(
    STAGE_FIELDS[stage].map((field) => {
      const value = answers[field.name];
      if (field.kind === 'yesno') return [field.name, value === true ? 'yes' : value === false ? 'no' : ''];
      return [field.name, value === undefined || value === null ? '' : String(value)];
    }),
  );
}
