/**
 * The shapes RecordForm speaks, kept free of any service import (src/ui never imports services):
 * a page describes its fields, and turns whatever its save threw into a RecordFormFailure.
 */

export type RecordFieldKind =
  | 'text'
  | 'email'
  | 'tel'
  | 'password'
  | 'textarea'
  | 'number'
  | 'money'
  | 'date'
  | 'select'
  | 'multi-select'
  | 'file'
  | 'checkbox';

export interface RecordFieldOption {
  value: string;
  label: string;
}

export interface RecordFieldSpec<Name extends string = string> {
  name: Name;
  label: string;
  kind: RecordFieldKind;
  /** Shown under the field until an error replaces it. */
  helper?: string;
  /** Marks the label; the schema still decides what is valid. */
  required?: boolean;
  /** number: the unit after the value (mm, sqft, %). money: the currency symbol before it. */
  unit?: string;
  /** number and money: step of the arrows (money defaults to 0.01). */
  step?: number;
  min?: number;
  max?: number;
  /** select and multi-select. */
  options?: readonly RecordFieldOption[];
  /** file: what the picker offers, e.g. "image/png,image/jpeg". */
  accept?: string;
  placeholder?: string;
  autoComplete?: string;
  readOnly?: boolean;
  /** Takes the whole row of the two-column grid. */
  wide?: boolean;
}

/**
 * What a failed save means for the form. `fields` puts each message next to its field (a unique
 * or check constraint the database named); `conflict` opens the reload-or-overwrite choice;
 * `form` shows the message above the buttons. Typed values stay in every case.
 */
export type RecordFormFailure =
  | { kind: 'fields'; fields: Readonly<Record<string, string>>; message?: string | undefined }
  | { kind: 'conflict'; message?: string | undefined }
  | { kind: 'form'; message: string };

export interface RecordFormSubmitContext {
  /** True when the person chose to overwrite someone else's newer save. */
  overwrite: boolean;
}
