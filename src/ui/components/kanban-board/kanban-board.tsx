import {
  closestCorners,
  DndContext,
  KeyboardSensor,
  MouseSensor,
  TouchSensor,
  useDroppable,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
  type UniqueIdentifier,
} from '@dnd-kit/core';
import {
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import {
  Badge,
  Box,
  Flex,
  Heading,
  HStack,
  IconButton,
  Menu,
  Portal,
  Stack,
  Text,
  VisuallyHidden,
} from '@chakra-ui/react';
import { ArrowRightLeft, GripVertical } from 'lucide-react';
import { useId, useMemo, useRef, useState, type ReactNode } from 'react';

export interface KanbanColumn {
  id: string;
  title: string;
  /** Shown under the title, e.g. the column's count and value. */
  summary?: ReactNode;
}

export interface KanbanBoardProps<Card> {
  /** Accessible name of the board. */
  label: string;
  columns: readonly KanbanColumn[];
  /** In display order within each column. */
  cards: readonly Card[];
  getCardId: (card: Card) => string;
  getColumnId: (card: Card) => string;
  /** Used in screen-reader announcements and the move menu. */
  getCardLabel: (card: Card) => string;
  renderCard: (card: Card) => ReactNode;
  /** The caller saves (version-guarded) and offers Undo; the board shows whatever `cards` says next. */
  onMove: (card: Card, toColumnId: string, toIndex: number) => void;
  isCardDisabled?: (card: Card) => boolean;
}

const COLUMN_PREFIX = 'kanban-column:';
const columnDropId = (columnId: string) => `${COLUMN_PREFIX}${columnId}`;

/**
 * Cards in columns, moved by mouse, touch (press and hold the grip), keyboard (Space or Enter on the grip,
 * arrow keys, Space or Enter to drop, Escape to cancel) or, without dragging at all, by each card's
 * "Move to…" menu. Every move is announced. The board scrolls sideways on narrow screens.
 */
export function KanbanBoard<Card>({
  label,
  columns,
  cards,
  getCardId,
  getColumnId,
  getCardLabel,
  renderCard,
  onMove,
  isCardDisabled,
}: KanbanBoardProps<Card>) {
  const sensors = useSensors(
    useSensor(MouseSensor, { activationConstraint: { distance: 4 } }),
    // A short hold separates dragging a card from scrolling the board on touch screens.
    useSensor(TouchSensor, { activationConstraint: { delay: 150, tolerance: 6 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const [message, setMessage] = useState('');
  const lastOver = useRef<UniqueIdentifier | null>(null);

  const byColumn = useMemo(() => {
    const map = new Map<string, Card[]>(columns.map((column) => [column.id, []]));
    for (const card of cards) map.get(getColumnId(card))?.push(card);
    return map;
  }, [cards, columns, getColumnId]);
  const cardById = useMemo(() => new Map(cards.map((card) => [getCardId(card), card])), [cards, getCardId]);
  const titleOf = (columnId: string) => columns.find((column) => column.id === columnId)?.title ?? columnId;

  /** Where a drop over `id` lands: a column and a position in it (0-based, among the column's cards). */
  const placeOf = (id: UniqueIdentifier | undefined, activeId?: UniqueIdentifier) => {
    if (id === undefined) return null;
    const key = String(id);
    if (key.startsWith(COLUMN_PREFIX)) {
      const columnId = key.slice(COLUMN_PREFIX.length);
      const list = (byColumn.get(columnId) ?? []).filter((card) => getCardId(card) !== String(activeId));
      return { columnId, index: list.length };
    }
    const card = cardById.get(key);
    if (!card) return null;
    const columnId = getColumnId(card);
    return { columnId, index: (byColumn.get(columnId) ?? []).indexOf(card) };
  };
  const labelOf = (id: UniqueIdentifier) => {
    const card = cardById.get(String(id));
    return card ? getCardLabel(card) : String(id);
  };
  const describe = (place: { columnId: string; index: number } | null) =>
    place ? `${titleOf(place.columnId)}, position ${place.index + 1}` : 'no column';

  const announcements: Announcements = {
    onDragStart: ({ active }) => {
      lastOver.current = active.id;
      return `Picked up ${labelOf(active.id)} in ${describe(placeOf(active.id))}.`;
    },
    onDragOver: ({ active, over }) => {
      if ((over?.id ?? null) === lastOver.current) return undefined;
      lastOver.current = over?.id ?? null;
      return over
        ? `${labelOf(active.id)} is over ${describe(placeOf(over.id, active.id))}.`
        : `${labelOf(active.id)} is not over a column.`;
    },
    onDragEnd: ({ active, over }) =>
      over
        ? `${labelOf(active.id)} dropped in ${describe(placeOf(over.id, active.id))}.`
        : `${labelOf(active.id)} dropped outside the board; nothing moved.`,
    onDragCancel: ({ active }) => `Moving ${labelOf(active.id)} cancelled. It stays where it was.`,
  };

  const handleDragEnd = ({ active, over }: DragEndEvent) => {
    const card = cardById.get(String(active.id));
    const place = placeOf(over?.id, active.id);
    if (!card || !place || !byColumn.has(place.columnId)) return;
    const fromColumn = getColumnId(card);
    const fromIndex = (byColumn.get(fromColumn) ?? []).indexOf(card);
    if (place.columnId === fromColumn && place.index === fromIndex) return;
    onMove(card, place.columnId, place.index);
  };

  const moveByMenu = (card: Card, toColumnId: string) => {
    const index = (byColumn.get(toColumnId) ?? []).length;
    setMessage(`${getCardLabel(card)} moved to ${titleOf(toColumnId)}.`);
    onMove(card, toColumnId, index);
  };

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCorners}
      onDragEnd={handleDragEnd}
      accessibility={{
        announcements,
        screenReaderInstructions: {
          draggable:
            'To move this card, press Space or Enter. Use the arrow keys to move it within a column or to another column, Space or Enter to drop it, or Escape to cancel. The Move menu beside it moves it without dragging.',
        },
      }}
    >
      <Box
        role="region"
        aria-label={label}
        tabIndex={0}
        overflowX="auto"
        maxW="full"
        pb="2"
        focusVisibleRing="outside"
        rounded="l2"
      >
        <Flex gap="3" align="stretch" minW="min-content">
          {columns.map((column) => (
            <BoardColumn
              key={column.id}
              column={column}
              cards={byColumn.get(column.id) ?? []}
              columns={columns}
              getCardId={getCardId}
              getCardLabel={getCardLabel}
              renderCard={renderCard}
              isCardDisabled={isCardDisabled}
              onMenuMove={moveByMenu}
            />
          ))}
        </Flex>
      </Box>
      <VisuallyHidden aria-live="polite" role="status">
        {message}
      </VisuallyHidden>
    </DndContext>
  );
}

interface BoardColumnProps<Card> {
  column: KanbanColumn;
  cards: Card[];
  columns: readonly KanbanColumn[];
  getCardId: (card: Card) => string;
  getCardLabel: (card: Card) => string;
  renderCard: (card: Card) => ReactNode;
  isCardDisabled?: (card: Card) => boolean;
  onMenuMove: (card: Card, toColumnId: string) => void;
}

function BoardColumn<Card>({
  column,
  cards,
  columns,
  getCardId,
  getCardLabel,
  renderCard,
  isCardDisabled,
  onMenuMove,
}: BoardColumnProps<Card>) {
  const headingId = useId();
  const { setNodeRef, isOver } = useDroppable({ id: columnDropId(column.id) });
  const ids = cards.map(getCardId);
  return (
    <Stack
      as="section"
      aria-labelledby={headingId}
      data-column-id={column.id}
      w={{ base: '72', md: '80' }}
      flexShrink={0}
      bg={isOver ? 'bg.emphasized' : 'bg.subtle'}
      borderWidth="1px"
      rounded="l3"
      p="3"
      gap="3"
    >
      <Stack gap="1">
        <HStack justify="space-between" gap="2">
          <Heading as="h2" id={headingId} size="sm">
            {column.title}
          </Heading>
          <Badge variant="subtle" aria-label={`${cards.length} cards`}>
            {cards.length}
          </Badge>
        </HStack>
        {column.summary !== undefined && (
          <Box textStyle="xs" color="fg.muted">
            {column.summary}
          </Box>
        )}
      </Stack>
      <SortableContext id={column.id} items={ids} strategy={verticalListSortingStrategy}>
        <Stack
          as="ul"
          ref={setNodeRef}
          aria-label={`${column.title} cards`}
          listStyleType="none"
          gap="2"
          minH="24"
          flex="1"
        >
          {cards.map((card) => (
            <BoardCard
              key={getCardId(card)}
              id={getCardId(card)}
              label={getCardLabel(card)}
              disabled={isCardDisabled?.(card) ?? false}
              columnId={column.id}
              columns={columns}
              onMenuMove={(toColumnId) => onMenuMove(card, toColumnId)}
            >
              {renderCard(card)}
            </BoardCard>
          ))}
          {cards.length === 0 && (
            <Text as="li" textStyle="sm" color="fg.muted" textAlign="center" py="4">
              No cards
            </Text>
          )}
        </Stack>
      </SortableContext>
    </Stack>
  );
}

interface BoardCardProps {
  id: string;
  label: string;
  disabled: boolean;
  columnId: string;
  columns: readonly KanbanColumn[];
  onMenuMove: (toColumnId: string) => void;
  children: ReactNode;
}

function BoardCard({ id, label, disabled, columnId, columns, onMenuMove, children }: BoardCardProps) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } =
    useSortable({ id, disabled });
  const others = columns.filter((column) => column.id !== columnId);
  return (
    <Box
      as="li"
      ref={setNodeRef}
      data-card-id={id}
      data-dragging={isDragging ? '' : undefined}
      position="relative"
      zIndex={isDragging ? 'docked' : undefined}
      opacity={isDragging ? 0.85 : 1}
      style={{ transform: CSS.Translate.toString(transform), transition }}
    >
      <HStack align="start" gap="1" bg="bg.panel" borderWidth="1px" rounded="l2" p="2" shadow="xs">
        <IconButton
          ref={setActivatorNodeRef}
          {...attributes}
          {...listeners}
          aria-label={`Drag ${label}`}
          disabled={disabled}
          variant="ghost"
          size="xs"
          cursor={disabled ? 'not-allowed' : isDragging ? 'grabbing' : 'grab'}
          // Without this the browser scrolls instead of letting a finger drag the card.
          touchAction="none"
          color="fg.muted"
        >
          <GripVertical />
        </IconButton>
        <Box flex="1" minW="0">
          {children}
        </Box>
        <Menu.Root positioning={{ placement: 'bottom-end' }}>
          <Menu.Trigger asChild>
            <IconButton
              aria-label={`Move ${label}`}
              disabled={disabled || others.length === 0}
              variant="ghost"
              size="xs"
              color="fg.muted"
            >
              <ArrowRightLeft />
            </IconButton>
          </Menu.Trigger>
          <Portal>
            <Menu.Positioner>
              <Menu.Content>
                <Menu.ItemGroup>
                  <Menu.ItemGroupLabel>Move to…</Menu.ItemGroupLabel>
                  {others.map((column) => (
                    <Menu.Item key={column.id} value={column.id} onSelect={() => onMenuMove(column.id)}>
                      {column.title}
                    </Menu.Item>
                  ))}
                </Menu.ItemGroup>
              </Menu.Content>
            </Menu.Positioner>
          </Portal>
        </Menu.Root>
      </HStack>
    </Box>
  );
}
