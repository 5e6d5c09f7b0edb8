/** Edit an account's seats bought, renewal date, account manager and notes in the one RecordForm. */
import { Text } from '@chakra-ui/react';
import { toaster } from '@/ui';
import { RecordForm } from '@/ui/components/record-form/record-form';
import type { RecordFieldSpec } from '@/ui/components/record-form/record-form-types';
import {
  ENTERPRISE_CONSTRAINT_FIELDS,
  enterpriseFormOf,
  enterpriseFormSchema,
  getEnterpriseAccount,
  useUpdateEnterpriseAccount,
  type EnterpriseAccount,
  type EnterpriseFormInput,
  useStaffNames,
} from '@/services/admin';
import { formFailureOf } from '@/services/kit';

export interface AccountFormProps {
  account: EnterpriseAccount;
  onDone: () => void;
}

export function AccountForm({ account, onDone }: AccountFormProps) {
  const staff = useStaffNames();
  const save = useUpdateEnterpriseAccount();
  if (staff.isPending) return <Text color="fg.muted">Loading the staff…</Text>;
  const people = (staff.data ?? []).map((person) => ({ value: person.id, label: person.name }));
  const fields: RecordFieldSpec<keyof EnterpriseFormInput>[] = [
    {
      name: 'seats_bought',
      label: 'Seats bought',
      kind: 'number',
      required: true,
      min: 1,
      max: 10000,
      step: 1,
    },
    { name: 'renewal_date', label: 'Renewal date', kind: 'date', required: true },
    {
      name: 'account_manager_id',
      label: 'Account manager',
      kind: 'select',
      placeholder: 'No account manager',
      options: people,
      wide: true,
    },
    { name: 'notes', label: 'Notes', kind: 'textarea', wide: true },
  ];
  return (
    <RecordForm
      key={`${account.id}:${account.version}`}
      label={`Edit ${account.name}`}
      schema={enterpriseFormSchema}
      defaultValues={enterpriseFormOf(account)}
      fields={fields}
      submitLabel="Save account"
      onCancel={onDone}
      describeError={(error) => formFailureOf(error, ENTERPRISE_CONSTRAINT_FIELDS)}
      onReload={async () => {
        const fresh = await getEnterpriseAccount(account.id);
        return fresh ? enterpriseFormOf(fresh) : enterpriseFormOf(account);
      }}
      onSubmit={async (values, context) => {
        await save.mutateAsync({
          id: account.id,
          version: account.version,
          form: values,
          overwrite: context.overwrite,
        });
        toaster.create({ type: 'success', title: `${account.name} saved` });
        onDone();
      }}
    />
  );
}
