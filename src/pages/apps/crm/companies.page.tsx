import { useMemo } from 'react';
import type { DataTableColumn } from '@/ui';
import { useDistinct, type Company } from '@/services/crm';
import { DirectoryPage } from './directory/directory-page';

const options = (values: readonly string[] | undefined) =>
  (values ?? []).map((value) => ({ value, label: value }));

/** Companies the business sells to or through (builders, architects, offices). */
export default function CrmCompaniesPage() {
  const industries = useDistinct('companies', 'industry');
  const cities = useDistinct('companies', 'city');
  const states = useDistinct('companies', 'state');
  const columns = useMemo<DataTableColumn<Company>[]>(
    () => [
      { id: 'name', header: 'Company', value: (c) => c.name, sortable: true, hideable: false },
      {
        id: 'industry',
        header: 'Industry',
        value: (c) => c.industry ?? '',
        sortable: true,
        filter: { kind: 'select', options: options(industries.data) },
      },
      {
        id: 'city',
        header: 'City',
        value: (c) => c.city ?? '',
        sortable: true,
        filter: { kind: 'select', options: options(cities.data) },
      },
      {
        id: 'state',
        header: 'State',
        value: (c) => c.state ?? '',
        sortable: true,
        filter: { kind: 'select', options: options(states.data) },
      },
      { id: 'gstin', header: 'GSTIN', value: (c) => c.gstin ?? '' },
      { id: 'email', header: 'E-mail', value: (c) => c.email ?? '' },
      { id: 'phone', header: 'Phone', value: (c) => c.phone ?? '' },
    ],
    [industries.data, cities.data, states.data],
  );
  return (
    <DirectoryPage
      kind="companies"
      plural="Companies"
      singular="company"
      description="Builders, architects, offices and retailers: who they are, where, and their GSTIN."
      columns={columns}
      subtitle={(c) => [c.industry, c.city].filter(Boolean).join(' · ') || undefined}
      drawerFields={(c) => [
        { label: 'Industry', value: c.industry },
        { label: 'Website', value: c.website },
        { label: 'GSTIN', value: c.gstin },
        { label: 'E-mail', value: c.email },
        { label: 'Phone', value: c.phone },
        { label: 'City', value: [c.city, c.state].filter(Boolean).join(', ') },
      ]}
      formFields={[
        { name: 'name', label: 'Name', kind: 'text', required: true, wide: true },
        { name: 'industry', label: 'Industry', kind: 'text' },
        { name: 'website', label: 'Website', kind: 'text', placeholder: 'https://' },
        { name: 'gstin', label: 'GSTIN', kind: 'text', placeholder: '29ABCDE1234F1Z5' },
        { name: 'email', label: 'E-mail', kind: 'email' },
        { name: 'phone', label: 'Phone', kind: 'tel', placeholder: '+91 98450 12345' },
        { name: 'city', label: 'City', kind: 'text' },
        { name: 'state', label: 'State', kind: 'text' },
      ]}
    />
  );
}
