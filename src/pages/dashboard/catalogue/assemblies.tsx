/** Processed panels and products: their columns, form fields and the live price of a processed panel. */
import { HStack, Stat } from '@chakra-ui/react';
import { FurnitureIllustration, type FurnitureKind } from '@/ui';
import {
  BASE_MATERIALS,
  labelOf,
  processedPanelPrice,
  SKIN_OPERATIONS,
  type ProcessedPanel,
  type Product,
  EMPTY_FORMS,
  formOf,
  processedPanelFormSchema,
  productFormSchema,
  type ProcessedPanelForm,
  type ProductForm,
} from '@/services/production';
import { priceAndTaxFields, type CatalogueConfig } from './catalogue-config';
import { statusColumn } from './catalogue-page';
import { NameWithThumbnail } from './catalogue-image';
import { mm, percent, rupees } from './catalogue-format';

const options = (values: readonly string[]) => values.map((value) => ({ value, label: labelOf(value) }));

/** What the customer pays per square foot, shown as the price and GST are typed. */
export function ProcessedPanelPrice({ values }: { values: ProcessedPanelForm }) {
  const base = typeof values.price_per_sqft === 'number' ? values.price_per_sqft : Number.NaN;
  const rate = typeof values.gst_rate === 'number' ? values.gst_rate : Number.NaN;
  const known = Number.isFinite(base) && Number.isFinite(rate);
  const { gst, final } = processedPanelPrice(base, rate);
  return (
    <HStack
      gap="6"
      role="group"
      aria-label="Price per square foot"
      borderWidth="1px"
      rounded="l2"
      p="3"
      wrap="wrap"
    >
      <Stat.Root>
        <Stat.Label>Price / sq ft</Stat.Label>
        <Stat.ValueText>{known ? rupees(base) : '—'}</Stat.ValueText>
      </Stat.Root>
      <Stat.Root>
        <Stat.Label>GST{known ? ` (${percent(rate)})` : ''}</Stat.Label>
        <Stat.ValueText>{known ? rupees(gst) : '—'}</Stat.ValueText>
      </Stat.Root>
      <Stat.Root>
        <Stat.Label>Final price / sq ft</Stat.Label>
        <Stat.ValueText>{known ? rupees(final) : '—'}</Stat.ValueText>
      </Stat.Root>
    </HStack>
  );
}

export const processedPanelCatalogue: CatalogueConfig<'processed_panels', ProcessedPanelForm> = {
  kind: 'processed_panels',
  description: 'A board with a front and a back skin, priced per square foot: what bills of material cut.',
  addLabel: 'Add processed panel',
  nameOf: (row: ProcessedPanel) => `${row.code} · ${row.name}`,
  columns: () => [
    { id: 'code', header: 'Code', value: (r) => r.code, sortable: true, hideable: false },
    { id: 'name', header: 'Name', value: (r) => r.name, sortable: true },
    { id: 'panel', header: 'Board', value: (r) => r.panel_name },
    {
      id: 'base_material',
      header: 'Material',
      value: (r) => labelOf(r.base_material),
      csv: (r) => r.base_material,
      filter: { kind: 'select', options: options(BASE_MATERIALS) },
    },
    {
      id: 'thickness_mm',
      header: 'Thickness',
      value: (r) => mm(r.thickness_mm),
      sortable: true,
      align: 'end',
    },
    { id: 'front', header: 'Front skin', value: (r) => r.front_skin_name },
    { id: 'back', header: 'Back skin', value: (r) => r.back_skin_name, hidden: true },
    {
      id: 'pressing',
      header: 'Pressing',
      value: (r) => labelOf(r.pressing),
      csv: (r) => r.pressing,
      filter: { kind: 'select', options: options(SKIN_OPERATIONS) },
    },
    {
      id: 'price_per_sqft',
      header: 'Price / sq ft',
      value: (r) => rupees(r.price_per_sqft),
      csv: (r) => String(r.price_per_sqft),
      sortable: true,
      align: 'end',
    },
    { id: 'gst_rate', header: 'GST', value: (r) => percent(r.gst_rate), align: 'end' },
    {
      id: 'final_price_per_sqft',
      header: 'Final / sq ft',
      value: (r) => rupees(r.final_price_per_sqft),
      csv: (r) => String(r.final_price_per_sqft),
      sortable: true,
      align: 'end',
    },
    statusColumn<ProcessedPanel>(),
  ],
  fields: ({ panels, skins }) => [
    { name: 'code', label: 'Code', kind: 'text', required: true, helper: 'e.g. PP-021' },
    { name: 'name', label: 'Name', kind: 'text', required: true },
    {
      name: 'panel_id',
      label: 'Board',
      kind: 'select',
      required: true,
      wide: true,
      placeholder: 'Choose a board',
      options: panels,
    },
    {
      name: 'front_skin_id',
      label: 'Front skin',
      kind: 'select',
      required: true,
      placeholder: 'Choose a skin',
      options: skins,
    },
    {
      name: 'back_skin_id',
      label: 'Back skin',
      kind: 'select',
      required: true,
      placeholder: 'Choose a skin',
      options: skins,
    },
    { name: 'price_per_sqft', label: 'Price per sq ft', kind: 'money', unit: '₹', required: true, min: 0 },
    { name: 'gst_rate', label: 'GST', kind: 'number', unit: '%', required: true, min: 0, max: 28 },
  ],
  schema: processedPanelFormSchema,
  empty: EMPTY_FORMS.processed_panels,
  formOf: formOf.processed_panels,
  live: (values) => <ProcessedPanelPrice values={values} />,
  needs: ['panels', 'skins'],
};

/** The illustration that stands for a product that has no photo yet. */
const KIND_OF_CATEGORY: Readonly<Record<string, FurnitureKind>> = {
  wardrobe: 'wardrobe',
  bedroom: 'wardrobe',
  kitchen: 'kitchen',
  study: 'study-desk',
  office: 'study-desk',
  living: 'tv-unit',
  dining: 'tv-unit',
};

export function furnitureKindOf(category: string): FurnitureKind {
  return KIND_OF_CATEGORY[category.trim().toLowerCase()] ?? 'panel-stack';
}

export const productCatalogue: CatalogueConfig<'products', ProductForm> = {
  kind: 'products',
  description: 'Furniture modules with their sizes, processed panel and base price, quoted in BOQs.',
  addLabel: 'Add product',
  nameOf: (row: Product) => `${row.code} · ${row.name}`,
  columns: () => [
    {
      id: 'code',
      header: 'Product',
      value: (r) => `${r.code} ${r.name}`,
      csv: (r) => r.code,
      cell: (r) => (
        <NameWithThumbnail
          row={r}
          name={r.name}
          detail={r.code}
          fallback={
            <FurnitureIllustration kind={furnitureKindOf(r.category)} title="" width="40px" height="40px" />
          }
        />
      ),
      sortable: true,
      hideable: false,
    },
    { id: 'category', header: 'Category', value: (r) => r.category, sortable: true },
    {
      id: 'size',
      header: 'W × D × H',
      value: (r) => [r.width_mm, r.depth_mm, r.height_mm].map((v) => v ?? '–').join(' × ') + ' mm',
    },
    { id: 'panel', header: 'Processed panel', value: (r) => r.processed_panel_code ?? '' },
    {
      id: 'base_price',
      header: 'Base price',
      value: (r) => rupees(r.base_price),
      csv: (r) => String(r.base_price),
      sortable: true,
      align: 'end',
    },
    { id: 'gst_rate', header: 'GST', value: (r) => percent(r.gst_rate), align: 'end' },
    statusColumn<Product>(),
  ],
  fields: ({ processedPanels }) => [
    { name: 'code', label: 'Code', kind: 'text', required: true, helper: 'e.g. WR-2D-900' },
    { name: 'name', label: 'Name', kind: 'text', required: true },
    {
      name: 'category',
      label: 'Category',
      kind: 'text',
      required: true,
      helper: 'Wardrobe, Kitchen, Study…',
    },
    {
      name: 'processed_panel_id',
      label: 'Processed panel',
      kind: 'select',
      placeholder: 'None',
      options: processedPanels,
    },
    { name: 'width_mm', label: 'Width', kind: 'number', unit: 'mm', min: 1, max: 10000 },
    { name: 'depth_mm', label: 'Depth', kind: 'number', unit: 'mm', min: 1, max: 10000 },
    { name: 'height_mm', label: 'Height', kind: 'number', unit: 'mm', min: 1, max: 10000 },
    ...priceAndTaxFields('base_price', 'Base price'),
    { name: 'description', label: 'Description', kind: 'textarea', wide: true },
  ],
  schema: productFormSchema,
  empty: EMPTY_FORMS.products,
  formOf: formOf.products,
  needs: ['processed_panels'],
};
