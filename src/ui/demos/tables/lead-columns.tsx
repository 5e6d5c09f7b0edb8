import { Badge } from '@chakra-ui/react';
import type { DataTableColumn } from '../../components/data-table/data-table-state';
import {
  LEAD_CITIES,
  LEAD_OWNERS,
  LEAD_SOURCES,
  LEAD_STAGES,
  type Lead,
  type LeadStage,
} from './sample-leads';
import { wholeRupees } from '../../format/rupees';

const stagePalette: Record<LeadStage, string> = {
  New: 'gray',
  Contacted: 'blue',
  'Site visit': 'purple',
  Design: 'cyan',
  'Quotation sent': 'orange',
  Won: 'green',
  Lost: 'red',
};

const options = (list: readonly string[]) => list.map((value) => ({ value, label: value }));

/** The lead list's columns, shared by the table demos and the DataTable stories. */
export const leadColumns: DataTableColumn<Lead>[] = [
  { id: 'id', header: 'Lead', value: (lead) => lead.id, hideable: false, width: '7rem' },
  { id: 'name', header: 'Name', value: (lead) => lead.name, width: '11rem' },
  { id: 'phone', header: 'Phone', value: (lead) => lead.phone, sortable: false, hidden: true },
  {
    id: 'city',
    header: 'City',
    value: (lead) => lead.city,
    filter: { kind: 'select', options: options(LEAD_CITIES) },
  },
  {
    id: 'source',
    header: 'Source',
    value: (lead) => lead.source,
    filter: { kind: 'select', options: options(LEAD_SOURCES) },
  },
  { id: 'interest', header: 'Interest', value: (lead) => lead.interest },
  {
    id: 'stage',
    header: 'Stage',
    value: (lead) => lead.stage,
    cell: (lead) => (
      <Badge colorPalette={stagePalette[lead.stage]} variant="subtle">
        {lead.stage}
      </Badge>
    ),
    filter: { kind: 'select', options: options(LEAD_STAGES) },
  },
  {
    id: 'owner',
    header: 'Owner',
    value: (lead) => lead.owner,
    filter: { kind: 'select', options: options(LEAD_OWNERS) },
  },
  {
    id: 'estimatedValue',
    header: 'Estimate',
    value: (lead) => lead.estimatedValue,
    cell: (lead) => wholeRupees.format(lead.estimatedValue),
    align: 'end',
    searchable: false,
  },
  { id: 'createdOn', header: 'Created', value: (lead) => lead.createdOn, searchable: false },
  { id: 'nextFollowUp', header: 'Next follow-up', value: (lead) => lead.nextFollowUp, searchable: false },
];
