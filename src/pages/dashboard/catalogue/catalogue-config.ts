/**
 * What each catalogue kind brings to the one catalogue page and its editor: columns, fields, schema
 * and the option lists its form picks from. Apart from both so the editor and the page do not import
 * each other.
 */
import type { ReactNode } from 'react';
import type { FieldValues } from 'react-hook-form';
import type { z } from 'zod';
import type { DataTableColumn } from '@/ui';
import type { RecordFieldSpec } from '@/ui/components/record-form/record-form-types';
import type { CatalogueKind, CatalogueOption, CatalogueRows } from '@/services/production';

export interface CatalogueLookups {
  makes: readonly string[];
  panels: readonly CatalogueOption[];
  skins: readonly CatalogueOption[];
  processedPanels: readonly CatalogueOption[];
}

export interface CatalogueConfig<K extends CatalogueKind, Form extends FieldValues> {
  kind: K;
  description: string;
  /** "Add board". */
  addLabel: string;
  nameOf: (row: CatalogueRows[K]) => string;
  columns: (lookups: CatalogueLookups) => DataTableColumn<CatalogueRows[K]>[];
  fields: (lookups: CatalogueLookups) => RecordFieldSpec<Extract<keyof Form, string>>[];
  schema: z.ZodType<unknown, Form>;
  empty: Form;
  formOf: (row: CatalogueRows[K]) => Form;
  /** Shown under the fields as they are typed (a computed price). */
  live?: (values: Form) => ReactNode;
  /** Option lists the form picks from. */
  needs?: readonly ('panels' | 'skins' | 'processed_panels')[];
}

/** The last fields of anything the catalogue sells: its price, HSN code and GST rate (0 to 28 %). */
export function priceAndTaxFields<Price extends string>(
  price: Price,
  label: string,
): RecordFieldSpec<Price | 'hsn' | 'gst_rate'>[] {
  return [
    { name: price, label, kind: 'money', unit: '₹', required: true, min: 0 },
    { name: 'hsn', label: 'HSN', kind: 'text' },
    { name: 'gst_rate', label: 'GST', kind: 'number', unit: '%', required: true, min: 0, max: 28 },
  ];
}
