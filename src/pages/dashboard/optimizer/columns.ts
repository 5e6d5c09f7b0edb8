/** The optimizer page's grid columns for parts and stock sheets (sizes in mm). */
import type { PartRow, StockRow } from '@/services/optimizer';
import type { GridColumn } from '@/ui/components/editable-grid/editable-grid';

export const PART_GRID_COLUMNS: GridColumn<PartRow>[] = [
  { key: 'name', header: 'Part', width: '40' },
  { key: 'length', header: 'Length', type: 'number', unit: 'mm', width: '24' },
  { key: 'width', header: 'Width', type: 'number', unit: 'mm', width: '24' },
  { key: 'quantity', header: 'Qty', type: 'number', width: '16' },
  { key: 'material', header: 'Material', width: '44' },
  { key: 'thickness', header: 'Thickness', type: 'number', unit: 'mm', width: '20' },
  { key: 'grainLocked', header: 'Grain lock', type: 'checkbox', width: '16' },
  { key: 'bandL1', header: 'Band L1', type: 'number', unit: 'mm', width: '20' },
  { key: 'bandL2', header: 'Band L2', type: 'number', unit: 'mm', width: '20' },
  { key: 'bandW1', header: 'Band W1', type: 'number', unit: 'mm', width: '20' },
  { key: 'bandW2', header: 'Band W2', type: 'number', unit: 'mm', width: '20' },
];

export const STOCK_GRID_COLUMNS: GridColumn<StockRow>[] = [
  { key: 'name', header: 'Sheet', width: '44' },
  { key: 'length', header: 'Length', type: 'number', unit: 'mm', width: '24' },
  { key: 'width', header: 'Width', type: 'number', unit: 'mm', width: '24' },
  { key: 'thickness', header: 'Thickness', type: 'number', unit: 'mm', width: '20' },
  { key: 'material', header: 'Material', width: '44' },
  { key: 'quantity', header: 'On hand (blank = any)', type: 'number', width: '24' },
  { key: 'cost', header: 'Cost', type: 'number', unit: '₹', width: '20' },
  {
    key: 'grain',
    header: 'Grain',
    type: 'select',
    width: '28',
    options: [
      { value: 'none', label: 'None' },
      { value: 'length', label: 'Along length' },
    ],
  },
  { key: 'offcut', header: 'Offcut', type: 'checkbox', width: '16' },
];
