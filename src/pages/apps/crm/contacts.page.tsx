import { useMemo } from 'react';
import type { DataTableColumn } from '@/ui';
import { useDirectory, useDistinct, type Contact } from '@/services/crm';
import { DirectoryPage } from './directory/directory-page';

/** People at the companies: who to call about what. */
export default function CrmContactsPage() {
  const companies = useDirectory('companies', { pageSize: 500, page: 0 });
  const cities = useDistinct('contacts', 'city');
  const companyOptions = useMemo(
    () => (companies.data?.rows ?? []).map((c) => ({ value: c.id, label: c.name })),
    [companies.data],
  );
  const columns = useMemo<DataTableColumn<Contact>[]>(
    () => [
      { id: 'name', header: 'Name', value: (c) => c.name, sortable: true, hideable: false },
      {
        id: 'company_id',
        header: 'Company',
        value: (c) => c.company_name ?? '',
        filter: { kind: 'select', options: companyOptions },
      },
      { id: 'designation', header: 'Designation', value: (c) => c.designation ?? '', sortable: true },
      { id: 'email', header: 'E-mail', value: (c) => c.email ?? '' },
      { id: 'phone', header: 'Phone', value: (c) => c.phone ?? '' },
      {
        id: 'city',
        header: 'City',
        value: (c) => c.city ?? '',
        sortable: true,
        filter: { kind: 'select', options: (cities.data ?? []).map((value) => ({ value, label: value })) },
      },
    ],
    [companyOptions, cities.data],
  );
  return (
    <DirectoryPage
      kind="contacts"
      plural="Contacts"
      singular="contact"
      description="The people at each company, with how to reach them."
      columns={columns}
      subtitle={(c) => [c.designation, c.company_name].filter(Boolean).join(' · ') || undefined}
      drawerFields={(c) => [
        { label: 'Company', value: c.company_name },
        { label: 'Designation', value: c.designation },
        { label: 'E-mail', value: c.email },
        { label: 'Phone', value: c.phone },
        { label: 'City', value: c.city },
        { label: 'Owner', value: c.owner_name },
      ]}
      formFields={[
        { name: 'name', label: 'Name', kind: 'text', required: true, wide: true },
        {
          name: 'company_id',
          label: 'Company',
          kind: 'select',
          options: companyOptions,
          placeholder: 'No company',
        },
        { name: 'designation', label: 'Designation', kind: 'text' },
        { name: 'email', label: 'E-mail', kind: 'email' },
        { name: 'phone', label: 'Phone', kind: 'tel', placeholder: '+91 98450 12345' },
        { name: 'city', label: 'City', kind: 'text' },
      ]}
    />
  );
}
