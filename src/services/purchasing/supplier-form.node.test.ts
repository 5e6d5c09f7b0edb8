// Adding and editing suppliers on the embedded DataSource with the shipped seed: the production lead
// (purchase.order) adds one from the form's own schema (a GSTIN typed in lower case is kept in
// capitals, blanks are saved as nothing), a GSTIN another supplier has lands beside the field, a
// stale edit is a conflict, and sales may read suppliers but not change them.
import { describe, expect, it } from 'vitest';
import { formFailureOf } from '../kit/form-errors';
import { seededDatabase } from '../backend/testing/seeded-database';
import {
  getSupplier,
  listSupplierItems,
  listSuppliers,
  NEW_SUPPLIER,
  saveSupplier,
  SUPPLIER_CONSTRAINT_FIELDS,
  supplierFormSchema,
} from '.';

const seeded = seededDatabase();
const production = seeded.as('rahul.verma@fpw.in');
const sales = seeded.as('asha.rao@fpw.in');

const form = (changes: Partial<typeof NEW_SUPPLIER>) =>
  supplierFormSchema.parse({ ...NEW_SUPPLIER, ...changes });

async function failureOf(work: Promise<unknown>) {
  try {
    await work;
  } catch (error) {
    return formFailureOf(error, SUPPLIER_CONSTRAINT_FIELDS);
  }
  throw new Error('expected a refusal');
}

describe('the supplier form', () => {
  it('refuses what the table would, with the message beside the field', () => {
    const result = supplierFormSchema.safeParse({
      ...NEW_SUPPLIER,
      name: ' ',
      gstin: '27AABCG',
      email: 'x@',
    });
    expect(result.success).toBe(false);
    const fields = Object.fromEntries(
      (result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]),
    );
    expect(fields).toMatchObject({
      name: 'Give a name.',
      gstin: 'A GSTIN has 15 characters, e.g. 29AABCF4821K1Z6.',
      email: 'Enter an e-mail address like name@example.com.',
    });
  });
});

describe('adding and editing a supplier', () => {
  it('lets the production lead add one and edit it, in capitals and without blanks', () =>
    seeded.inRollback(async () => {
      const added = await saveSupplier(
        null,
        1,
        form({
          name: 'Merino Laminates Hubballi',
          gstin: '29aafcm1234k1z5',
          state: 'Karnataka',
          address: 'Gokul Road, Hubballi 580030',
          phone: '',
        }),
        false,
        production,
      );
      expect(added).toMatchObject({
        gstin: '29AAFCM1234K1Z5',
        phone: null,
        active: true,
        payment_terms_days: 30,
      });
      const saved = await saveSupplier(
        added.id,
        added.version,
        form({ name: added.name, gstin: added.gstin ?? '', payment_terms_days: 45, active: false }),
        false,
        production,
      );
      expect(saved).toMatchObject({ payment_terms_days: 45, active: false });
      expect((await listSuppliers({ search: 'Merino' }, production)).total).toBe(0);
      expect((await listSuppliers({ search: 'Merino', includeInactive: true }, production)).total).toBe(1);

      const stale = await failureOf(
        saveSupplier(added.id, added.version, form({ name: 'Merino' }), false, production),
      );
      expect(stale.kind).toBe('conflict');
      const over = await saveSupplier(added.id, added.version, form({ name: 'Merino' }), true, production);
      expect((await getSupplier(added.id, production))?.name).toBe(over.name);
    }));

  it('puts a GSTIN another supplier has beside the field', () =>
    seeded.inRollback(async () => {
      const failure = await failureOf(
        saveSupplier(null, 1, form({ name: 'Copy', gstin: '27AABCG4821K1Z3' }), false, production),
      );
      expect(failure).toMatchObject({
        kind: 'fields',
        fields: { gstin: 'Another supplier has this GSTIN.' },
      });
    }));

  it('lets sales read suppliers and their items, not add them', () =>
    seeded.inRollback(async () => {
      const greenply = (await listSuppliers({ search: 'Greenply' }, sales)).rows[0];
      expect(greenply?.address).toContain('Pune');
      const items = await listSupplierItems({ supplierId: greenply?.id ?? '' }, sales);
      expect(items.length).toBeGreaterThan(0);
      expect(items.every((item) => item.item_name.length > 0 && item.sku.length > 0)).toBe(true);
      const refused = await failureOf(saveSupplier(null, 1, form({ name: 'Sales supplier' }), false, sales));
      expect(refused).toEqual({
        kind: 'form',
        message: 'You may not change this record (ask an administrator).',
      });
    }));
});
