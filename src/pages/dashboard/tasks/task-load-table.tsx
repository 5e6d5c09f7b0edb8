import { Card, Link as ChakraLink, Table, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { href } from '@/routes/paths';

export interface LoadRow {
  key: string;
  name: string;
  /** The list filter naming this row (`assignee` or `project` with its id); null: no link. */
  filter: { param: 'assignee' | 'project'; value: string } | null;
  open: number;
  overdue: number;
  due_this_week: number;
}

function FigureLink({
  row,
  value,
  due,
  label,
}: {
  row: LoadRow;
  value: number;
  due?: 'overdue' | 'week';
  label: string;
}): ReactNode {
  if (!row.filter) return value;
  const to = href('/dashboard/tasks', {
    [row.filter.param]: row.filter.value,
    due,
  });
  return (
    <ChakraLink asChild colorPalette="brand" aria-label={`${value} ${label} for ${row.name}`}>
      <Link to={to}>{value}</Link>
    </ChakraLink>
  );
}

/** Open, overdue and due-this-week counts per person or project, each linking to the filtered list. */
export function TaskLoadTable({
  title,
  rowHeader,
  rows,
}: {
  title: string;
  rowHeader: string;
  rows: LoadRow[];
}) {
  const id = `load-${rowHeader.toLowerCase()}`;
  return (
    <Card.Root as="section" aria-labelledby={id} size="sm" minW="0">
      <Card.Header>
        <Card.Title as="h2" id={id}>
          {title}
        </Card.Title>
      </Card.Header>
      <Card.Body>
        {rows.length === 0 ? (
          <Text color="fg.muted">No open tasks.</Text>
        ) : (
          <Table.ScrollArea maxH="28rem">
            <Table.Root size="sm" stickyHeader aria-labelledby={id}>
              <Table.Header>
                <Table.Row>
                  <Table.ColumnHeader>{rowHeader}</Table.ColumnHeader>
                  <Table.ColumnHeader textAlign="end">Open</Table.ColumnHeader>
                  <Table.ColumnHeader textAlign="end">Overdue</Table.ColumnHeader>
                  <Table.ColumnHeader textAlign="end">Due this week</Table.ColumnHeader>
                </Table.Row>
              </Table.Header>
              <Table.Body>
                {rows.map((row) => (
                  <Table.Row key={row.key}>
                    <Table.Cell>{row.name}</Table.Cell>
                    <Table.Cell textAlign="end">
                      <FigureLink row={row} value={row.open} label="open tasks" />
                    </Table.Cell>
                    <Table.Cell textAlign="end" color={row.overdue > 0 ? 'fg.error' : undefined}>
                      <FigureLink row={row} value={row.overdue} due="overdue" label="overdue tasks" />
                    </Table.Cell>
                    <Table.Cell textAlign="end">
                      <FigureLink
                        row={row}
                        value={row.due_this_week}
                        due="week"
                        label="tasks due this week"
                      />
                    </Table.Cell>
                  </Table.Row>
                ))}
              </Table.Body>
            </Table.Root>
          </Table.ScrollArea>
        )}
      </Card.Body>
    </Card.Root>
  );
}
