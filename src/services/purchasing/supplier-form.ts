/**
 * A supplier as the purchasing team types it: name, GSTIN, state, address, contact, phone, e-mail,
 * payment terms and whether they are still bought from. The database decides who may save
 * (purchase.order) and that a GSTIN belongs to one supplier; its refusals land beside the field.
 */
import { z } from 'zod';
import type { DataSource } from '../backend';
import { source } from '../kit/data-access';
import {
  blankForNull,
  emailField,
  GSTIN_MESSAGE,
  gstinField,
  nameField,
  phoneField,
  shortTextField,
} from '../kit/form-fields';
import type { ConstraintFields } from '../kit/form-errors';
import { PHONE_NUMBER_MESSAGE } from '../kit/contact-links';
import { getSupplier, supplierSchema, type Supplier } from './suppliers';

export const supplierFormSchema = z.object({
  name: nameField(160),
  gstin: gstinField,
  state: shortTextField(60),
  address: shortTextField(300),
  contact_name: shortTextField(120),
  phone: phoneField,
  email: emailField,
  payment_terms_days: z
    .number({ error: 'Enter the payment terms in days.' })
    .int('Whole days.')
    .min(0, 'At least 0 days.')
    .max(365, 'At most 365 days.')
    .nullable()
    .refine((value) => value !== null, 'Enter the payment terms in days.'),
  active: z.boolean(),
});
export type SupplierFormInput = z.input<typeof supplierFormSchema>;
export type SupplierForm = z.output<typeof supplierFormSchema>;

export const NEW_SUPPLIER: SupplierFormInput = {
  name: '',
  gstin: '',
  state: '',
  address: '',
  contact_name: '',
  phone: '',
  email: '',
  payment_terms_days: 30,
  active: true,
};

export function supplierFormOf(supplier: Supplier): SupplierFormInput {
  return {
    name: supplier.name,
    ...blankForNull(supplier, ['gstin', 'state', 'address', 'contact_name', 'phone', 'email']),
    payment_terms_days: supplier.payment_terms_days,
    active: supplier.active,
  };
}

export const SUPPLIER_CONSTRAINT_FIELDS: ConstraintFields = {
  suppliers_gstin_key: { field: 'gstin', message: 'Another supplier has this GSTIN.' },
  suppliers_gstin_check: { field: 'gstin', message: GSTIN_MESSAGE },
  suppliers_phone_check: { field: 'phone', message: PHONE_NUMBER_MESSAGE },
  suppliers_email_check: { field: 'email', message: 'Enter an e-mail address like name@example.com.' },
  suppliers_address_check: { field: 'address', message: 'At most 300 characters.' },
};

/** Adds a supplier (id null) or saves one nobody saved since `version` (or over them, when `overwrite`). */
export async function saveSupplier(
  id: string | null,
  version: number,
  form: SupplierForm,
  overwrite = false,
  given?: DataSource,
): Promise<Supplier> {
  const ds = await source(given);
  const values = { ...form, payment_terms_days: form.payment_terms_days ?? 30 };
  if (id === null) {
    const [row] = await ds.insert<unknown>('suppliers', values);
    return supplierSchema.parse(row);
  }
  let expected = version;
  if (overwrite) {
    const fresh = await getSupplier(id, ds);
    if (fresh) expected = fresh.version;
  }
  return supplierSchema.parse(await ds.update<unknown>('suppliers', id, expected, values));
}
