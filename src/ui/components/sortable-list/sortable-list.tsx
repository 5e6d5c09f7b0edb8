import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  MouseSensor,
  TouchSensor,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
  type UniqueIdentifier,
} from '@dnd-kit/core';
import {
  arrayMove,
  rectSortingStrategy,
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { Box, IconButton, SimpleGrid, type SimpleGridProps } from '@chakra-ui/react';
import { GripVertical } from 'lucide-react';
import { useRef, type ReactNode } from 'react';

export interface SortableListProps<T> {
  /** Accessible name of the list, e.g. "Dashboard cards". */
  label: string;
  items: readonly T[];
  getId: (item: T) => string;
  /** Human name of an item, used in the handle's label and in screen-reader announcements. */
  getLabel: (item: T) => string;
  onReorder: (items: T[]) => void;
  /** Draws one item; place `handle` where the user grabs it. */
  renderItem: (item: T, handle: ReactNode, state: { isDragging: boolean }) => ReactNode;
  /** A single column (default) or a responsive grid of cards. */
  columns?: SimpleGridProps['columns'];
  gap?: SimpleGridProps['gap'];
}

/**
 * A list the user reorders by mouse, touch (press and hold the handle) and keyboard (Space or Enter on
 * the handle, arrow keys to move, Space or Enter to drop, Escape to cancel). Each move is announced.
 */
export function SortableList<T>({
  label,
  items,
  getId,
  getLabel,
  onReorder,
  renderItem,
  columns = 1,
  gap = '3',
}: SortableListProps<T>) {
  const sensors = useSensors(
    useSensor(MouseSensor, { activationConstraint: { distance: 4 } }),
    // A short hold separates dragging a card from scrolling the page on touch screens.
    useSensor(TouchSensor, { activationConstraint: { delay: 150, tolerance: 6 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const ids = items.map(getId);
  const lastOver = useRef<UniqueIdentifier | null>(null);
  const labelOf = (id: UniqueIdentifier) => {
    const item = items.find((candidate) => getId(candidate) === id);
    return item ? getLabel(item) : String(id);
  };
  const positionOf = (id: UniqueIdentifier | undefined) =>
    id === undefined ? 0 : ids.indexOf(String(id)) + 1;

  const announcements: Announcements = {
    onDragStart: ({ active }) => {
      lastOver.current = active.id;
      return `Picked up ${labelOf(active.id)}. It is in position ${positionOf(active.id)} of ${ids.length}.`;
    },
    // dnd-kit reports "over" right after pick-up too; announcing only real moves keeps the pick-up message.
    onDragOver: ({ active, over }) => {
      if ((over?.id ?? null) === lastOver.current) return undefined;
      lastOver.current = over?.id ?? null;
      return over
        ? `${labelOf(active.id)} moved to position ${positionOf(over.id)} of ${ids.length}.`
        : `${labelOf(active.id)} is no longer over a position.`;
    },
    onDragEnd: ({ active, over }) =>
      over
        ? `${labelOf(active.id)} dropped at position ${positionOf(over.id)} of ${ids.length}.`
        : `${labelOf(active.id)} dropped.`,
    onDragCancel: ({ active }) =>
      `Moving ${labelOf(active.id)} cancelled. It is back in position ${positionOf(active.id)}.`,
  };

  const handleDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    const from = ids.indexOf(String(active.id));
    const to = ids.indexOf(String(over.id));
    if (from < 0 || to < 0) return;
    onReorder(arrayMove([...items], from, to));
  };

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={handleDragEnd}
      accessibility={{
        announcements,
        screenReaderInstructions: {
          draggable:
            'To move this item, press Space or Enter. Use the arrow keys to move it, Space or Enter to drop it, or Escape to cancel.',
        },
      }}
    >
      <SortableContext
        items={ids}
        strategy={columns === 1 ? verticalListSortingStrategy : rectSortingStrategy}
      >
        <SimpleGrid as="ul" aria-label={label} listStyleType="none" columns={columns} gap={gap}>
          {items.map((item) => (
            <SortableRow key={getId(item)} id={getId(item)} label={getLabel(item)}>
              {(handle, isDragging) => renderItem(item, handle, { isDragging })}
            </SortableRow>
          ))}
        </SimpleGrid>
      </SortableContext>
    </DndContext>
  );
}

function SortableRow({
  id,
  label,
  children,
}: {
  id: string;
  label: string;
  children: (handle: ReactNode, isDragging: boolean) => ReactNode;
}) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } =
    useSortable({
      id,
    });
  const handle = (
    <IconButton
      ref={setActivatorNodeRef}
      {...attributes}
      {...listeners}
      aria-label={`Move ${label}`}
      variant="ghost"
      size="sm"
      cursor={isDragging ? 'grabbing' : 'grab'}
      // Without this the browser scrolls instead of letting a finger drag the card.
      touchAction="none"
      color="fg.muted"
    >
      <GripVertical />
    </IconButton>
  );
  return (
    <Box
      as="li"
      ref={setNodeRef}
      data-sortable-id={id}
      data-dragging={isDragging ? '' : undefined}
      position="relative"
      zIndex={isDragging ? 'docked' : undefined}
      opacity={isDragging ? 0.85 : 1}
      style={{ transform: CSS.Translate.toString(transform), transition }}
      minW="0"
    >
      {children(handle, isDragging)}
    </Box>
  );
}
