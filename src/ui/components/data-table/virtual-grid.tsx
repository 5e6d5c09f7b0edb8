/**
 * The table's body: only the rows in view are rendered (one page may hold thousands), memoised so a
 * change elsewhere does not re-render them; arrow keys move between rows.
 */
import { Box, Table } from '@chakra-ui/react';
import { useVirtualizer } from '@tanstack/react-virtual';
import { ArrowDown, ArrowUp, ArrowUpDown } from 'lucide-react';
import {
  memo,
  useCallback,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  type KeyboardEvent,
  type ReactNode,
} from 'react';
import { formatValue, type DataTableColumn } from './data-table-state';

interface RowViewProps<Row> {
  row: Row;
  index: number;
  rowIndex: number;
  columns: DataTableColumn<Row>[];
  selectable: boolean;
  selected: boolean;
  active: boolean;
  label: string;
  onToggle: (row: Row) => void;
  onPointer: (index: number, row: Row) => void;
}

/**
 * A body row as plain elements styled by the grid's stylesheet: scrolling mounts a dozen rows per frame, and
 * per-element style props (emotion at render time) made each frame cost hundreds of milliseconds.
 */
function RowViewInner<Row>({
  row,
  index,
  rowIndex,
  columns,
  selectable,
  selected,
  active,
  label,
  onToggle,
  onPointer,
}: RowViewProps<Row>) {
  return (
    <tr
      data-index={index}
      data-selected={selected ? '' : undefined}
      aria-rowindex={rowIndex}
      tabIndex={active ? 0 : -1}
      onClick={() => onPointer(index, row)}
    >
      {selectable && (
        <td data-select="">
          <input
            type="checkbox"
            tabIndex={-1}
            aria-label={`Select ${label}`}
            checked={selected}
            onChange={() => onToggle(row)}
            onClick={(event) => event.stopPropagation()}
          />
        </td>
      )}
      {columns.map((column) => (
        <td
          key={column.id}
          data-align={column.align === 'end' ? 'end' : undefined}
          style={column.width ? { maxWidth: column.width } : undefined}
        >
          {column.cell ? column.cell(row) : formatValue(column.value(row))}
        </td>
      ))}
    </tr>
  );
}
const RowView = memo(RowViewInner) as typeof RowViewInner;

interface VirtualGridProps<Row> {
  label: string;
  tableId: string;
  total: number;
  rows: Row[];
  pageIds: string[];
  columns: DataTableColumn<Row>[];
  /** The header row, built by the table so scrolling never re-renders it. */
  header: ReactNode;
  selectable: boolean;
  selection: ReadonlyMap<string, Row>;
  onToggle: (row: Row) => void;
  onRowActivate: ((row: Row) => void) | undefined;
  getRowLabel: ((row: Row) => string) | undefined;
  firstRowIndex: number;
  viewKey: string;
  isLoading: boolean;
  maxHeight: string;
  rowHeight: number;
}

/** The scrolling box: owns the virtualiser, so a scroll re-renders only the rows, not the toolbar. */
export function VirtualGrid<Row>({
  label,
  tableId,
  total,
  rows,
  pageIds,
  columns,
  header,
  selectable,
  selection,
  onToggle,
  onRowActivate,
  getRowLabel,
  firstRowIndex,
  viewKey,
  isLoading,
  maxHeight,
  rowHeight,
}: VirtualGridProps<Row>) {
  const scrollRef = useRef<HTMLDivElement>(null);
  const bodyRef = useRef<HTMLTableSectionElement>(null);
  // eslint-disable-next-line react-hooks/incompatible-library -- no React Compiler here; read fresh each render.
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => rowHeight,
    overscan: 10,
  });

  // A new query starts at the top of the box, with the first row active.
  const [activeIndex, setActiveIndex] = useState(0);
  useEffect(() => {
    scrollRef.current?.scrollTo({ top: 0 });
    setActiveIndex(0);
  }, [viewKey]);

  // Focus follows the active row once the virtualiser has mounted it.
  const pendingFocus = useRef<number | null>(null);
  useEffect(() => {
    if (pendingFocus.current === null) return;
    const element = bodyRef.current?.querySelector<HTMLElement>(`tr[data-index="${pendingFocus.current}"]`);
    if (element) {
      element.focus({ preventScroll: true });
      pendingFocus.current = null;
    }
  });
  const moveTo = (index: number) => {
    const next = Math.min(Math.max(index, 0), rows.length - 1);
    setActiveIndex(next);
    pendingFocus.current = next;
    virtualizer.scrollToIndex(next, { align: 'auto' });
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const from = (event.target as HTMLElement).closest<HTMLElement>('tr[data-index]')?.dataset['index'];
    if (from === undefined) return;
    const index = Number(from);
    const screen = Math.max(
      1,
      Math.floor((scrollRef.current?.clientHeight ?? rowHeight * 10) / rowHeight) - 1,
    );
    const moves: Record<string, number> = {
      ArrowDown: index + 1,
      ArrowUp: index - 1,
      PageDown: index + screen,
      PageUp: index - screen,
      Home: 0,
      End: rows.length - 1,
    };
    const target = moves[event.key];
    if (target !== undefined) {
      event.preventDefault();
      moveTo(target);
      return;
    }
    const row = rows[index];
    if (row === undefined) return;
    if (event.key === ' ' && selectable) {
      event.preventDefault();
      onToggle(row);
    } else if (event.key === 'Enter' && onRowActivate) {
      event.preventDefault();
      onRowActivate(row);
    }
  };
  const activateRef = useRef(onRowActivate);
  useLayoutEffect(() => {
    activateRef.current = onRowActivate;
  });
  const onPointer = useCallback((index: number, row: Row) => {
    setActiveIndex(index);
    activateRef.current?.(row);
  }, []);

  const items = virtualizer.getVirtualItems();
  const padTop = items[0]?.start ?? 0;
  const padBottom = virtualizer.getTotalSize() - (items.at(-1)?.end ?? 0);
  const columnCount = columns.length + (selectable ? 1 : 0);
  const active = Math.min(activeIndex, rows.length - 1);

  return (
    <Box
      ref={scrollRef}
      onKeyDown={onKeyDown}
      overflow="auto"
      maxH={maxHeight}
      borderWidth="1px"
      rounded="l2"
      scrollPaddingTop="10"
      aria-busy={isLoading}
      opacity={isLoading ? 0.6 : 1}
      css={{
        '& tbody tr[data-index]': {
          height: `${rowHeight}px`,
          cursor: 'default',
          borderBottomWidth: '1px',
          borderColor: 'border',
          _hover: { bg: 'bg.muted' },
          _focusVisible: {
            outline: '2px solid',
            outlineColor: 'colorPalette.focusRing',
            outlineOffset: '-2px',
          },
        },
        '& tbody tr[data-selected]': { bg: 'colorPalette.subtle', _hover: { bg: 'colorPalette.muted' } },
        '& tbody td': {
          px: '2',
          py: '2',
          textStyle: 'sm',
          whiteSpace: 'nowrap',
          overflow: 'hidden',
          textOverflow: 'ellipsis',
          maxW: '16rem',
        },
        '& tbody td[data-align=end]': { textAlign: 'end' },
        '& tbody td[data-select]': { w: '10', py: '0' },
        '& tbody input[type=checkbox]': {
          boxSize: '4',
          accentColor: 'colorPalette.solid',
          cursor: 'pointer',
        },
      }}
    >
      <Table.Root size="sm" id={tableId} aria-label={label} aria-rowcount={total + 1} stickyHeader>
        {header}
        <tbody ref={bodyRef}>
          {padTop > 0 && (
            <tr aria-hidden="true">
              <td colSpan={columnCount} style={{ height: padTop, padding: 0 }} />
            </tr>
          )}
          {items.map((item) => {
            const row = rows[item.index] as Row;
            const id = pageIds[item.index] as string;
            return (
              <RowView
                key={id}
                row={row}
                index={item.index}
                rowIndex={firstRowIndex + item.index}
                columns={columns}
                selectable={selectable}
                selected={selection.has(id)}
                active={item.index === active}
                label={getRowLabel ? getRowLabel(row) : id}
                onToggle={onToggle}
                onPointer={onPointer}
              />
            );
          })}
          {padBottom > 0 && (
            <tr aria-hidden="true">
              <td colSpan={columnCount} style={{ height: padBottom, padding: 0 }} />
            </tr>
          )}
        </tbody>
      </Table.Root>
    </Box>
  );
}

export function sortIcon(direction: false | 'asc' | 'desc') {
  if (direction === 'asc') return <ArrowUp size={14} aria-hidden="true" />;
  if (direction === 'desc') return <ArrowDown size={14} aria-hidden="true" />;
  return <ArrowUpDown size={14} aria-hidden="true" opacity={0.4} />;
}
