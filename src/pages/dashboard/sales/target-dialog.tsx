/**
 * "Set target" for a member of the sales team (managers: leads.assign): the month's conversions and
 * converted value. The database decides who may (sales_targets policies); a stale version opens the
 * form's conflict choice.
 */
import { Button } from '@chakra-ui/react';
import { useState } from 'react';
import { z } from 'zod';
import { DialogFrame, LoadingState, toaster } from '@/ui';
import { RecordForm } from '@/ui/components/record-form/record-form';
import { findSalesTarget, useSalesTarget, useSaveSalesTarget, type SalesTarget } from '@/services/crm';
import { formFailureOf } from '@/services/kit';

const schema = z.object({
  target_conversions: z
    .number({ message: 'Give a number of conversions' })
    .int('A whole number')
    .min(1, 'At least one conversion')
    .max(10000, 'At most 10,000'),
  target_value: z
    .number({ message: 'Give a value (0 for none)' })
    .finite()
    .min(0, 'Not below zero')
    .max(999_999_999_999, 'Too large'),
});

const CONSTRAINTS = {
  sales_targets_target_conversions_check: { field: 'target_conversions', message: 'At least one conversion' },
  sales_targets_target_value_check: { field: 'target_value', message: 'Not below zero' },
  sales_targets_staff_month_key: {
    field: 'target_conversions',
    message: "Someone set this month's target meanwhile: close and open the target again",
  },
};

function TargetForm({
  staffId,
  name,
  month,
  target,
  onDone,
}: {
  staffId: string;
  name: string;
  month: string;
  target: SalesTarget | null;
  onDone: () => void;
}) {
  const save = useSaveSalesTarget();
  return (
    <RecordForm
      label={`Target for ${name}`}
      schema={schema}
      defaultValues={{
        target_conversions: target?.target_conversions ?? null,
        target_value: target?.target_value ?? 0,
      }}
      blockNavigation={false}
      submitLabel="Save target"
      onCancel={onDone}
      fields={[
        { name: 'target_conversions', label: 'Conversions', kind: 'number', required: true, min: 1, step: 1 },
        { name: 'target_value', label: 'Converted value', kind: 'money', unit: '₹', step: 10000, min: 0 },
      ]}
      describeError={(error) => formFailureOf(error, CONSTRAINTS)}
      onSubmit={async (values, { overwrite }) => {
        await save.mutateAsync({
          staffId,
          month,
          targetConversions: values.target_conversions,
          targetValue: values.target_value,
          // Overwriting a newer save: change the target as it now stands.
          existing: overwrite ? await findSalesTarget(staffId, month) : target,
        });
        toaster.create({ type: 'success', title: `Target saved for ${name}` });
        onDone();
      }}
    />
  );
}

export function TargetDialog({ staffId, name, month }: { staffId: string; name: string; month: string }) {
  const [open, setOpen] = useState(false);
  const target = useSalesTarget(open ? staffId : null, month);
  const monthName = new Intl.DateTimeFormat('en-IN', { month: 'long', year: 'numeric' }).format(
    new Date(`${month}T00:00:00`),
  );
  return (
    <>
      <Button size="xs" variant="outline" onClick={() => setOpen(true)} aria-label={`Set target for ${name}`}>
        Set target
      </Button>
      <DialogFrame open={open} onOpenChange={setOpen} title={`Target for ${name}, ${monthName}`}>
        {target.isPending ? (
          <LoadingState label="Reading the target…" />
        ) : (
          <TargetForm
            staffId={staffId}
            name={name}
            month={month}
            target={target.data ?? null}
            onDone={() => setOpen(false)}
          />
        )}
      </DialogFrame>
    </>
  );
}
