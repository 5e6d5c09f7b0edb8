/** The "Columns" menu: which of the hideable columns are shown. */
import { Button, Menu, Portal } from '@chakra-ui/react';
import type { Column } from '@tanstack/react-table';
import { Columns3 } from 'lucide-react';

export function ColumnsMenu<Row>({
  columns,
  headerOf,
}: {
  columns: Column<Row, unknown>[];
  headerOf: (id: string) => string;
}) {
  return (
    <Menu.Root closeOnSelect={false} positioning={{ placement: 'bottom-end' }}>
      <Menu.Trigger asChild>
        <Button size="sm" variant="outline">
          <Columns3 aria-hidden="true" /> Columns
        </Button>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content>
            <Menu.ItemGroup>
              <Menu.ItemGroupLabel>Show columns</Menu.ItemGroupLabel>
              {columns.map((column) => (
                <Menu.CheckboxItem
                  key={column.id}
                  value={column.id}
                  checked={column.getIsVisible()}
                  onCheckedChange={(checked) => column.toggleVisibility(checked)}
                >
                  {headerOf(column.id)}
                  <Menu.ItemIndicator />
                </Menu.CheckboxItem>
              ))}
            </Menu.ItemGroup>
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}
