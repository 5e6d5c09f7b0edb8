/** The staff list's columns; designation and status are its filters (users/staff.contract.ts). */
import { Badge } from '@chakra-ui/react';
import type { DataTableColumn } from '@/ui';
import { DESIGNATION_LABELS, DESIGNATIONS, type StaffMember } from '@/services/admin';

export const STAFF_COLUMNS: DataTableColumn<StaffMember>[] = [
  { id: 'name', header: 'Name', value: (s) => s.name, hideable: false },
  { id: 'email', header: 'Email', value: (s) => s.email },
  { id: 'phone', header: 'Phone', value: (s) => s.phone ?? '' },
  { id: 'department', header: 'Department', value: (s) => s.department ?? '' },
  {
    id: 'designation',
    header: 'Designation',
    value: (s) => s.designation,
    cell: (s) => DESIGNATION_LABELS[s.designation],
    filter: {
      kind: 'select',
      options: DESIGNATIONS.map((d) => ({ value: d, label: DESIGNATION_LABELS[d] })),
    },
  },
  {
    id: 'active',
    header: 'Status',
    value: (s) => (s.active ? 'active' : 'inactive'),
    cell: (s) => <Badge colorPalette={s.active ? 'green' : 'gray'}>{s.active ? 'Active' : 'Inactive'}</Badge>,
    filter: {
      kind: 'select',
      options: [
        { value: 'active', label: 'Active' },
        { value: 'inactive', label: 'Inactive' },
      ],
    },
  },
  { id: 'sign_in', header: 'Sign-in', value: (s) => (s.user_id ? 'Yes' : 'Not yet') },
];
