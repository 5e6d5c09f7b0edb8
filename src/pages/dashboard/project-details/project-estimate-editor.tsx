import { HStack, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { DialogFrame, GatedButton } from '@/ui';
import { RecordForm } from '@/ui/components/record-form/record-form';
import type { RecordFieldSpec, RecordFormFailure } from '@/ui/components/record-form/record-form-types';
import { isDataSourceError } from '@/services/backend';
import { usePermissions } from '@/services/admin';
import { estimateFormSchema, useSetProjectEstimate, type EstimateFormInput } from '@/services/commercials';
import type { Project } from '@/services/projects';
import { money } from '../projects/project-columns';

const FIELDS: RecordFieldSpec<keyof EstimateFormInput>[] = [
  { name: 'estimate', label: 'Estimate', kind: 'money', unit: '₹', step: 1000, min: 0, required: true },
  { name: 'reason', label: 'Reason', kind: 'textarea', required: true, wide: true },
];

function estimateFailure(error: unknown): RecordFormFailure {
  if (isDataSourceError(error)) {
    if (error.kind === 'conflict') return { kind: 'conflict' };
    if (error.kind === 'permission' || error.kind === 'not-found') {
      return { kind: 'form', message: 'You may not change this project’s estimate.' };
    }
  }
  const message = error instanceof Error ? error.message : 'The estimate did not change.';
  return { kind: 'fields', fields: { estimate: message }, message: 'The estimate did not change.' };
}

/**
 * The estimate every payment stage's due amount follows, and "Change estimate": projects.finance
 * (administrators and sales managers), with a reason the project's finance log keeps beside the
 * old and new values. Disabled with the reason for everyone else.
 */
export function ProjectEstimateEditor({ project }: { project: Project }) {
  const permissions = usePermissions();
  const change = useSetProjectEstimate();
  const [open, setOpen] = useState(false);
  return (
    <HStack gap="3" wrap="wrap" justify="space-between">
      <Text>
        Estimate{' '}
        <Text as="span" fontWeight="semibold">
          {money(project.estimate)}
        </Text>
        : each stage is due as its share of it.
      </Text>
      <GatedButton
        size="sm"
        variant="outline"
        blockedReason={permissions.reason('projects.finance')}
        onClick={() => setOpen(true)}
      >
        Change estimate
      </GatedButton>
      <DialogFrame open={open} onOpenChange={setOpen} title="Change the estimate" fresh>
        <Stack gap="4">
          <Text color="fg.muted">
            Now {money(project.estimate)}. The change and its reason are kept in the project’s finance log.
          </Text>
          <RecordForm<EstimateFormInput, { estimate: number; reason: string }>
            label="Estimate"
            schema={estimateFormSchema}
            defaultValues={{ estimate: project.estimate, reason: '' }}
            fields={FIELDS}
            columns={1}
            blockNavigation={false}
            submitLabel="Change estimate"
            onCancel={() => setOpen(false)}
            describeError={estimateFailure}
            onSubmit={async (values) => {
              await change.mutateAsync({
                projectId: project.id,
                version: project.version,
                ...values,
              });
              setOpen(false);
            }}
          />
        </Stack>
      </DialogFrame>
    </HStack>
  );
}
