/** Boards, skins and edge bands: their columns and form fields (the rest is CataloguePage). */
import {
  BASE_MATERIALS,
  EDGE_BAND_MATERIALS,
  GRAIN_DIRECTIONS,
  labelOf,
  PANEL_PRESSINGS,
  SKIN_FINISHES,
  SKIN_OPERATIONS,
  type EdgeBand,
  type Panel,
  type Skin,
  EMPTY_FORMS,
  edgeBandFormSchema,
  formOf,
  panelFormSchema,
  skinFormSchema,
  type EdgeBandForm,
  type PanelForm,
  type SkinForm,
} from '@/services/production';
import type { DataTableColumn } from '@/ui';
import { priceAndTaxFields, type CatalogueConfig } from './catalogue-config';
import { statusColumn } from './catalogue-page';
import { NameWithThumbnail } from './catalogue-image';
import { mm, percent, rupees, sheetSize } from './catalogue-format';

const options = (values: readonly string[]) => values.map((value) => ({ value, label: labelOf(value) }));
const makeOptions = (makes: readonly string[]) => makes.map((make) => ({ value: make, label: make }));

/** The name with the photo beside it: always shown, sortable. */
const nameColumn = <Row extends Panel | Skin | EdgeBand>(header: string): DataTableColumn<Row> => ({
  id: 'name',
  header,
  value: (r) => r.name,
  cell: (r) => <NameWithThumbnail row={r} name={r.name} />,
  sortable: true,
  hideable: false,
});

/** Who makes it: sortable, filtered by the makes the catalogue holds. */
const makeColumn = <Row,>(
  id: string,
  header: string,
  make: (r: Row) => string,
  makes: readonly string[],
): DataTableColumn<Row> => ({
  id,
  header,
  value: make,
  sortable: true,
  filter: { kind: 'select', options: makeOptions(makes) },
});

/** A coded choice: its words on screen, its code in the export, filtered by the choices. */
const choiceColumn = <Row,>(
  id: string,
  header: string,
  code: (r: Row) => string,
  choices: readonly string[],
  sortable?: true,
): DataTableColumn<Row> => ({
  id,
  header,
  value: (r) => labelOf(code(r)),
  csv: code,
  ...(sortable ? { sortable } : {}),
  filter: { kind: 'select', options: options(choices) },
});

/** A figure shown with its unit (mm, ₹) and exported plain; sortable, right-aligned. */
const figureColumn = <Row,>(
  id: string,
  header: string,
  figure: (r: Row) => number | string,
  show: (figure: number | string) => string,
): DataTableColumn<Row> => ({
  id,
  header,
  value: (r) => show(figure(r)),
  csv: (r) => String(figure(r)),
  sortable: true,
  align: 'end',
});

export const panelCatalogue: CatalogueConfig<'panels', PanelForm> = {
  kind: 'panels',
  description: 'Boards by base material, make, grade and size: what every processed panel is pressed on.',
  addLabel: 'Add panel',
  nameOf: (row: Panel) => row.name,
  columns: ({ makes }) => [
    nameColumn('Panel'),
    choiceColumn('base_material', 'Material', (r) => r.base_material, BASE_MATERIALS, true),
    makeColumn('make', 'Make', (r) => r.make, makes),
    { id: 'grade', header: 'Grade', value: (r) => r.grade ?? '' },
    { id: 'length_mm', header: 'Size', value: (r) => sheetSize(r.length_mm, r.width_mm), sortable: true },
    figureColumn('thickness_mm', 'Thickness', (r) => r.thickness_mm, mm),
    {
      id: 'grain_direction',
      header: 'Grain',
      value: (r) => labelOf(r.grain_direction),
      filter: { kind: 'select', options: options(GRAIN_DIRECTIONS) },
    },
    figureColumn('price_per_sheet', 'Price / sheet', (r) => r.price_per_sheet, rupees),
    { id: 'gst_rate', header: 'GST', value: (r) => percent(r.gst_rate), align: 'end', hidden: true },
    statusColumn<Panel>(),
  ],
  fields: () => [
    { name: 'name', label: 'Name', kind: 'text', required: true, wide: true },
    {
      name: 'base_material',
      label: 'Base material',
      kind: 'select',
      required: true,
      options: options(BASE_MATERIALS),
    },
    { name: 'make', label: 'Make', kind: 'text', required: true },
    { name: 'grade', label: 'Grade', kind: 'text', placeholder: 'e.g. BWP, E1' },
    { name: 'design_number', label: 'Design number', kind: 'text' },
    {
      name: 'length_mm',
      label: 'Length',
      kind: 'number',
      unit: 'mm',
      required: true,
      min: 1,
      max: 6000,
      helper: 'The long side.',
    },
    { name: 'width_mm', label: 'Width', kind: 'number', unit: 'mm', required: true, min: 1, max: 3000 },
    {
      name: 'thickness_mm',
      label: 'Thickness',
      kind: 'number',
      unit: 'mm',
      required: true,
      step: 0.5,
      min: 0.5,
      max: 100,
    },
    {
      name: 'grain_direction',
      label: 'Grain',
      kind: 'select',
      required: true,
      options: options(GRAIN_DIRECTIONS),
    },
    {
      name: 'pressing',
      label: 'Pressing',
      kind: 'select',
      required: true,
      options: options(PANEL_PRESSINGS),
    },
    ...priceAndTaxFields('price_per_sheet', 'Price per sheet'),
  ],
  schema: panelFormSchema,
  empty: EMPTY_FORMS.panels,
  formOf: formOf.panels,
};

export const skinCatalogue: CatalogueConfig<'skins', SkinForm> = {
  kind: 'skins',
  description: 'Laminates, veneers, acrylic and paint: brand, finish, size and how they are pressed on.',
  addLabel: 'Add skin',
  nameOf: (row: Skin) => row.name,
  columns: ({ makes }) => [
    nameColumn('Skin'),
    makeColumn('brand', 'Brand', (r) => r.brand, makes),
    { id: 'design_number', header: 'Design no.', value: (r) => r.design_number ?? '' },
    { id: 'type', header: 'Type', value: (r) => r.type, sortable: true },
    choiceColumn('finish', 'Finish', (r) => r.finish, SKIN_FINISHES, true),
    choiceColumn('operation', 'Operation', (r) => r.operation, SKIN_OPERATIONS),
    { id: 'size', header: 'Size', value: (r) => sheetSize(r.length_mm, r.width_mm) },
    { id: 'thickness', header: 'Thickness', value: (r) => mm(r.thickness_mm), align: 'end' },
    figureColumn('price_per_sheet', 'Price / sheet', (r) => r.price_per_sheet, rupees),
    statusColumn<Skin>(),
  ],
  fields: () => [
    { name: 'name', label: 'Name', kind: 'text', required: true, wide: true },
    { name: 'brand', label: 'Brand', kind: 'text', required: true },
    { name: 'design_number', label: 'Design number', kind: 'text' },
    {
      name: 'type',
      label: 'Type',
      kind: 'text',
      required: true,
      helper: 'Laminate, acrylic, veneer, PU paint…',
    },
    { name: 'finish', label: 'Finish', kind: 'select', required: true, options: options(SKIN_FINISHES) },
    {
      name: 'operation',
      label: 'Operation',
      kind: 'select',
      required: true,
      options: options(SKIN_OPERATIONS),
    },
    { name: 'has_grain', label: 'Has a grain', kind: 'checkbox' },
    {
      name: 'length_mm',
      label: 'Length',
      kind: 'number',
      unit: 'mm',
      min: 1,
      max: 6000,
      helper: 'Leave empty for paint.',
    },
    { name: 'width_mm', label: 'Width', kind: 'number', unit: 'mm', min: 1, max: 3000 },
    { name: 'thickness_mm', label: 'Thickness', kind: 'number', unit: 'mm', step: 0.1, min: 0.1, max: 10 },
    ...priceAndTaxFields('price_per_sheet', 'Price per sheet'),
  ],
  schema: skinFormSchema,
  empty: EMPTY_FORMS.skins,
  formOf: formOf.skins,
};

export const edgeBandCatalogue: CatalogueConfig<'edge_bands', EdgeBandForm> = {
  kind: 'edge_bands',
  description: 'Edge band tapes by make, material, finish and size, priced per metre of roll.',
  addLabel: 'Add edge band',
  nameOf: (row: EdgeBand) => row.name,
  columns: ({ makes }) => [
    nameColumn('Edge band'),
    makeColumn('make', 'Make', (r) => r.make, makes),
    choiceColumn('material', 'Material', (r) => r.material, EDGE_BAND_MATERIALS),
    choiceColumn('finish', 'Finish', (r) => r.finish, SKIN_FINISHES),
    figureColumn('width_mm', 'Width', (r) => r.width_mm, mm),
    figureColumn('thickness_mm', 'Thickness', (r) => r.thickness_mm, mm),
    { id: 'roll', header: 'Roll', value: (r) => `${Number(r.roll_length_m)} m`, align: 'end' },
    figureColumn('price_per_metre', 'Price / m', (r) => r.price_per_metre, rupees),
    { id: 'hsn', header: 'HSN', value: (r) => r.hsn ?? '', hidden: true },
    statusColumn<EdgeBand>(),
  ],
  fields: () => [
    { name: 'name', label: 'Name', kind: 'text', required: true, wide: true },
    { name: 'make', label: 'Make', kind: 'text', required: true },
    { name: 'design_number', label: 'Design number', kind: 'text' },
    {
      name: 'material',
      label: 'Material',
      kind: 'select',
      required: true,
      options: options(EDGE_BAND_MATERIALS),
    },
    { name: 'finish', label: 'Finish', kind: 'select', required: true, options: options(SKIN_FINISHES) },
    {
      name: 'width_mm',
      label: 'Width',
      kind: 'number',
      unit: 'mm',
      required: true,
      step: 0.5,
      min: 0.5,
      max: 100,
    },
    {
      name: 'thickness_mm',
      label: 'Thickness',
      kind: 'number',
      unit: 'mm',
      required: true,
      step: 0.1,
      min: 0.1,
      max: 5,
    },
    {
      name: 'roll_length_m',
      label: 'Roll length',
      kind: 'number',
      unit: 'm',
      required: true,
      min: 1,
      max: 1000,
    },
    ...priceAndTaxFields('price_per_metre', 'Price per metre'),
  ],
  schema: edgeBandFormSchema,
  empty: EMPTY_FORMS.edge_bands,
  formOf: formOf.edge_bands,
};
