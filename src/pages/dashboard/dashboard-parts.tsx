/** Building blocks the template dashboards share: the row of key figures, the titled panel and a record's facts. */
import {
  Badge,
  Box,
  Card,
  CloseButton,
  DataList,
  HStack,
  SimpleGrid,
  Stack,
  Table,
  Text,
} from '@chakra-ui/react';
import { useId, type ReactNode } from 'react';
import { StatCard, type StatCardProps } from '@/ui';

/** The headline figures; each card carries a test id (`stat-<label>`) so stories can read it. */
export function KeyFigures({ figures }: { figures: StatCardProps[] }) {
  return (
    // Fills the row whatever the number of figures (four or five), one column on a phone.
    <SimpleGrid
      templateColumns={{ base: '1fr', sm: 'repeat(auto-fit, minmax(14rem, 1fr))' }}
      gap="4"
      as="section"
      aria-label="Key figures"
    >
      {figures.map((figure) => (
        <Box key={figure.label} data-testid={`stat-${figure.label}`} minW="0">
          <StatCard {...figure} />
        </Box>
      ))}
    </SimpleGrid>
  );
}

/** A titled section of a dashboard (an h2, so the page's headings stay in order). */
export function DashboardPanel({
  title,
  actions,
  children,
}: {
  title: string;
  actions?: ReactNode;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <Card.Root as="section" aria-labelledby={id} minW="0">
      <Card.Header
        flexDirection="row"
        justifyContent="space-between"
        alignItems="center"
        gap="3"
        flexWrap="wrap"
      >
        <Card.Title as="h2" id={id}>
          {title}
        </Card.Title>
        {actions}
      </Card.Header>
      <Card.Body>{children}</Card.Body>
    </Card.Root>
  );
}

/** The due-date filter as a removable badge ("Due this week" or "Overdue"); nothing when unset. */
export function DueFilterBadge({
  due,
  clearLabel,
  onClear,
}: {
  due: string | undefined;
  /** Names what removing it shows, e.g. "Show every design, whatever its due date". */
  clearLabel: string;
  onClear: () => void;
}) {
  if (!due) return null;
  return (
    <HStack>
      <Badge size="lg" colorPalette="orange" variant="subtle" gap="2">
        {due === 'week' ? 'Due this week' : 'Overdue'}
        <CloseButton size="2xs" aria-label={clearLabel} onClick={onClear} />
      </Badge>
    </HStack>
  );
}

/** One fact of a record in its sheet: a small muted label over the value, a dash when there is none. */
export function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap="0">
      <Text textStyle="xs" color="fg.muted">
        {label}
      </Text>
      <Text as="div" textStyle="sm">
        {children || '—'}
      </Text>
    </Stack>
  );
}

/** A record's facts as label and value side by side; the list's own layout (a grid, a gap) may be given. */
export function FactList({
  items,
  ...layout
}: { items: readonly (readonly [string, ReactNode])[] } & Omit<DataList.RootProps, 'children'>) {
  return (
    <DataList.Root orientation="horizontal" size="sm" {...layout}>
      {items.map(([label, value]) => (
        <DataList.Item key={label}>
          <DataList.ItemLabel>{label}</DataList.ItemLabel>
          <DataList.ItemValue>{value}</DataList.ItemValue>
        </DataList.Item>
      ))}
    </DataList.Root>
  );
}

/** A column heading of a ScrollingTable; `end` right-aligns it (figures). */
export type ScrollingTableHeader = string | { label: string; end: true };

/**
 * A small table that scrolls sideways on a narrow screen: `region` names the scroll box ("…, scrolls
 * sideways"), `label` the table; the rows (Table.Row) are its children.
 */
export function ScrollingTable({
  region,
  label,
  headers,
  children,
}: {
  region: string;
  label: string;
  headers: readonly ScrollingTableHeader[];
  children: ReactNode;
}) {
  return (
    <Table.ScrollArea tabIndex={0} role="region" aria-label={`${region}, scrolls sideways`}>
      <Table.Root size="sm" aria-label={label}>
        <Table.Header>
          <Table.Row>
            {headers.map((header) =>
              typeof header === 'string' ? (
                <Table.ColumnHeader key={header}>{header}</Table.ColumnHeader>
              ) : (
                <Table.ColumnHeader key={header.label} textAlign="end">
                  {header.label}
                </Table.ColumnHeader>
              ),
            )}
          </Table.Row>
        </Table.Header>
        <Table.Body>{children}</Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}
