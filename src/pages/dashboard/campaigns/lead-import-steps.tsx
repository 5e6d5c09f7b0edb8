/** The import wizard's steps after the file is chosen: map columns, preview, result. */
import {
  Badge,
  Box,
  Button,
  Field,
  HStack,
  Link,
  List,
  SimpleGrid,
  Stack,
  Table,
  Text,
} from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { downloadCsv, rowsToCsv, type DataTableColumn, OptionSelect } from '@/ui';
import {
  LEAD_IMPORT_FIELD_LABELS,
  LEAD_IMPORT_FIELDS,
  outcomeReport,
  type CheckedRow,
  type ColumnMapping,
  type LeadImportField,
  type LeadImportResult,
  type ParsedCsv,
  type RowOutcome,
} from '@/services/crm';
import { href } from '@/routes/paths';

export function MappingStep({
  headers,
  mapping,
  onChange,
  problems,
}: {
  headers: readonly string[];
  mapping: ColumnMapping;
  onChange: (mapping: ColumnMapping) => void;
  problems: readonly string[];
}) {
  const setField = (field: LeadImportField, header: string) => {
    const next: ColumnMapping = { ...mapping };
    if (header) {
      // A column feeds one field: taking it here frees it elsewhere.
      for (const other of LEAD_IMPORT_FIELDS) if (next[other] === header) delete next[other];
      next[field] = header;
    } else delete next[field];
    onChange(next);
  };
  return (
    <Stack gap="4">
      <Text color="fg.muted" textStyle="sm">
        Choose the file’s column for each lead field. Headers were matched by name; the choice is remembered
        for your next import.
      </Text>
      <SimpleGrid columns={{ base: 1, sm: 2 }} gap="3">
        {LEAD_IMPORT_FIELDS.map((field) => (
          <Field.Root key={field}>
            <Field.Label>{LEAD_IMPORT_FIELD_LABELS[field]}</Field.Label>
            <OptionSelect
              value={mapping[field] ?? ''}
              onChange={(event) => setField(field, event.currentTarget.value)}
              size="sm"
              placeholder="Not imported"
              options={headers}
            />
          </Field.Root>
        ))}
      </SimpleGrid>
      {problems.length > 0 ? (
        <List.Root gap="1" ps="5" color="fg.error" textStyle="sm">
          {problems.map((problem) => (
            <List.Item key={problem}>{problem}</List.Item>
          ))}
        </List.Root>
      ) : null}
    </Stack>
  );
}

export function PreviewStep({
  checked,
  fileDuplicates,
}: {
  checked: readonly CheckedRow[];
  fileDuplicates: ReadonlyMap<number, number>;
}) {
  const bad = checked.filter((row) => row.value === null).length;
  const first = checked.slice(0, 10);
  return (
    <Stack gap="3">
      <Text textStyle="sm">
        {checked.length} rows in the file: {checked.length - bad} ready, {bad} with problems (not imported),{' '}
        {fileDuplicates.size} repeating an earlier row (the campaign’s duplicate rule decides).
      </Text>
      <Box overflowX="auto">
        <Table.Root size="sm" aria-label="First rows of the file">
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>Row</Table.ColumnHeader>
              <Table.ColumnHeader>Name</Table.ColumnHeader>
              <Table.ColumnHeader>Phone</Table.ColumnHeader>
              <Table.ColumnHeader>E-mail</Table.ColumnHeader>
              <Table.ColumnHeader>Check</Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {first.map((row) => {
              const repeats = fileDuplicates.get(row.row);
              return (
                <Table.Row key={row.row}>
                  <Table.Cell>{row.row}</Table.Cell>
                  <Table.Cell>{row.raw.name ?? ''}</Table.Cell>
                  <Table.Cell>{row.value?.phone ?? row.raw.phone ?? ''}</Table.Cell>
                  <Table.Cell>{row.value?.email ?? row.raw.email ?? ''}</Table.Cell>
                  <Table.Cell>
                    {row.problems.length > 0 ? (
                      <Text color="fg.error" textStyle="xs">
                        {row.problems.map((problem) => problem.message).join('; ')}
                      </Text>
                    ) : repeats !== undefined ? (
                      <Badge colorPalette="orange">Repeats row {repeats}</Badge>
                    ) : (
                      <Badge colorPalette="green">Ready</Badge>
                    )}
                  </Table.Cell>
                </Table.Row>
              );
            })}
          </Table.Body>
        </Table.Root>
      </Box>
    </Stack>
  );
}

type ReportRow = string[];

function downloadOutcomes(parsed: ParsedCsv, outcomes: readonly RowOutcome[], fileName: string) {
  const report = outcomeReport(parsed, outcomes);
  const columns: DataTableColumn<ReportRow>[] = report.headers.map((header, index) => ({
    id: `c${index}`,
    header,
    value: (row) => row[index] ?? '',
  }));
  downloadCsv(fileName, rowsToCsv(report.rows, columns));
}

export function describeResult(result: LeadImportResult): string {
  return `${result.imported} imported, ${result.merged} merged, ${result.duplicates} duplicates, ${result.rejected} rejected`;
}

export function ResultStep({
  result,
  parsed,
  campaignId,
}: {
  result: LeadImportResult;
  parsed: ParsedCsv;
  campaignId: string;
}) {
  const counts = [
    ['Imported', result.imported],
    ['Merged', result.merged],
    ['Duplicates', result.duplicates],
    ['Rejected', result.rejected],
  ] as const;
  return (
    <Stack gap="4">
      <Text role="status" fontWeight="semibold">
        Import finished: {describeResult(result)}.
      </Text>
      <SimpleGrid as="dl" columns={{ base: 2, sm: 4 }} gap="3">
        {counts.map(([label, value]) => (
          <Box key={label} borderWidth="1px" rounded="l2" p="3">
            <Text as="dt" textStyle="xs" color="fg.muted">
              {label}
            </Text>
            <Text as="dd" textStyle="2xl" fontWeight="semibold" fontVariantNumeric="tabular-nums">
              {value}
            </Text>
          </Box>
        ))}
      </SimpleGrid>
      <HStack wrap="wrap" gap="2">
        {result.rejectedRows.length > 0 ? (
          <Button
            size="sm"
            variant="outline"
            onClick={() => downloadOutcomes(parsed, result.rejectedRows, 'rejected-leads.csv')}
          >
            Download rejected rows
          </Button>
        ) : null}
        {result.duplicateRows.length > 0 ? (
          <Button
            size="sm"
            variant="outline"
            onClick={() => downloadOutcomes(parsed, result.duplicateRows, 'duplicate-leads.csv')}
          >
            Download duplicates
          </Button>
        ) : null}
        <Link asChild colorPalette="brand" textStyle="sm">
          <RouterLink to={href('/dashboard/leads', { campaign: campaignId })}>
            Open the campaign’s leads
          </RouterLink>
        </Link>
      </HStack>
      {result.rejectedRows.length > 0 ? (
        <Stack gap="1">
          <Text textStyle="sm" fontWeight="semibold">
            Rejected rows
          </Text>
          <List.Root ps="5" textStyle="sm" gap="0.5" aria-label="Rejected rows">
            {result.rejectedRows.slice(0, 20).map((row) => (
              <List.Item key={row.row}>
                Row {row.row}: {row.reason}
              </List.Item>
            ))}
          </List.Root>
        </Stack>
      ) : null}
    </Stack>
  );
}
