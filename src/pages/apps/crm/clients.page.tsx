import { Heading, Stack } from '@chakra-ui/react';
import { useMemo } from 'react';
import type { DataTableColumn } from '@/ui';
import { useAssigneeOptions, useDirectory, useDistinct, type Client } from '@/services/crm';
import { ServiceTickets } from '@/pages/dashboard/support/service-tickets';
import { DirectoryPage } from './directory/directory-page';

/** Clients: homeowners and companies projects are built for, with their relationship manager. */
export default function CrmClientsPage() {
  const companies = useDirectory('companies', { pageSize: 500, page: 0 });
  const staff = useAssigneeOptions();
  const cities = useDistinct('clients', 'city');
  const states = useDistinct('clients', 'state');
  const companyOptions = useMemo(
    () => (companies.data?.rows ?? []).map((c) => ({ value: c.id, label: c.name })),
    [companies.data],
  );
  const staffOptions = useMemo(
    () => (staff.data ?? []).map((s) => ({ value: s.id, label: s.name })),
    [staff.data],
  );
  const columns = useMemo<DataTableColumn<Client>[]>(
    () => [
      { id: 'name', header: 'Client', value: (c) => c.name, sortable: true, hideable: false },
      { id: 'email', header: 'E-mail', value: (c) => c.email ?? '' },
      { id: 'phone', header: 'Phone', value: (c) => c.phone ?? '' },
      {
        id: 'city',
        header: 'City',
        value: (c) => c.city ?? '',
        sortable: true,
        filter: { kind: 'select', options: (cities.data ?? []).map((value) => ({ value, label: value })) },
      },
      {
        id: 'state',
        header: 'State',
        value: (c) => c.state ?? '',
        sortable: true,
        filter: { kind: 'select', options: (states.data ?? []).map((value) => ({ value, label: value })) },
      },
      {
        id: 'relationship_manager_id',
        header: 'Relationship manager',
        value: (c) => c.relationship_manager_name ?? '',
        filter: { kind: 'select', options: staffOptions },
      },
      { id: 'gstin', header: 'GSTIN', value: (c) => c.gstin ?? '' },
    ],
    [cities.data, states.data, staffOptions],
  );
  return (
    <DirectoryPage
      kind="clients"
      plural="Clients"
      singular="client"
      description="Everyone a project is built for, with billing details and their relationship manager."
      columns={columns}
      subtitle={(c) => [c.company_name, c.city].filter(Boolean).join(' · ') || undefined}
      drawerFields={(c) => [
        { label: 'E-mail', value: c.email },
        { label: 'Phone', value: c.phone },
        { label: 'GSTIN', value: c.gstin },
        { label: 'Billing address', value: c.billing_address },
        { label: 'City', value: [c.city, c.state, c.pincode].filter(Boolean).join(', ') },
        { label: 'Company', value: c.company_name },
        { label: 'Relationship manager', value: c.relationship_manager_name },
      ]}
      details={(c) => (
        <Stack gap="2">
          <Heading as="h3" size="sm">
            Service tickets
          </Heading>
          <ServiceTickets target={{ clientId: c.id }} about={c.name} />
        </Stack>
      )}
      formFields={[
        { name: 'name', label: 'Name', kind: 'text', required: true, wide: true },
        { name: 'email', label: 'E-mail', kind: 'email' },
        { name: 'phone', label: 'Phone', kind: 'tel', placeholder: '+91 98450 12345' },
        { name: 'gstin', label: 'GSTIN', kind: 'text', placeholder: '29ABCDE1234F1Z5' },
        { name: 'pincode', label: 'Pincode', kind: 'text', placeholder: '560001' },
        { name: 'billing_address', label: 'Billing address', kind: 'textarea', wide: true },
        { name: 'city', label: 'City', kind: 'text' },
        { name: 'state', label: 'State', kind: 'text' },
        {
          name: 'company_id',
          label: 'Company',
          kind: 'select',
          options: companyOptions,
          placeholder: 'No company',
        },
        {
          name: 'relationship_manager_id',
          label: 'Relationship manager',
          kind: 'select',
          options: staffOptions,
          placeholder: 'Nobody yet',
        },
      ]}
    />
  );
}
