/** The designations in use and how many active staff hold each (changed on the staff page). */
import { Heading, Stack, Table, Text } from '@chakra-ui/react';
import { ErrorState, LoadingState } from '@/ui';
import { useDesignationCounts } from '@/services/crm';
import { DESIGNATION_LABELS, type Designation } from '@/services/admin';

const labelOf = (designation: string) => DESIGNATION_LABELS[designation as Designation] ?? designation;

export function DesignationsSection() {
  const designations = useDesignationCounts();
  return (
    <Stack as="section" aria-labelledby="designations-heading" gap="3">
      <Stack gap="0">
        <Heading as="h2" size="md" id="designations-heading">
          Designations
        </Heading>
        <Text color="fg.muted" textStyle="sm">
          Read-only: a person’s designation is set on the staff page.
        </Text>
      </Stack>
      {designations.isPending ? <LoadingState label="Loading the designations…" minH="20" /> : null}
      {designations.isError ? (
        <ErrorState
          title="The designations could not be loaded"
          message={designations.error.message}
          onRetry={() => void designations.refetch()}
        />
      ) : null}
      {designations.data ? (
        <Table.Root size="sm" aria-label="Designations in use" maxW="md">
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>Designation</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">Active staff</Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {designations.data.map((row) => (
              <Table.Row key={row.designation}>
                <Table.Cell>{labelOf(row.designation)}</Table.Cell>
                <Table.Cell textAlign="end">{row.staff_count}</Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      ) : null}
    </Stack>
  );
}
