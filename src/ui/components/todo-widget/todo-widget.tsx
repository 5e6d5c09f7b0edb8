import {
  Badge,
  Button,
  Card,
  Checkbox,
  Flex,
  Group,
  Heading,
  HStack,
  IconButton,
  Input,
  List,
  Text,
} from '@chakra-ui/react';
import { Plus, Trash2 } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';

export interface Todo {
  id: string;
  title: string;
  done: boolean;
}

export interface TodoWidgetProps {
  title: string;
  initialTodos?: Todo[];
  onChange?: (todos: Todo[]) => void;
}

type Filter = 'all' | 'open' | 'done';
const FILTERS: { id: Filter; label: string }[] = [
  { id: 'all', label: 'All' },
  { id: 'open', label: 'Open' },
  { id: 'done', label: 'Done' },
];

/** A short personal to-do list: add, tick off, delete, and show all, open or done. */
export function TodoWidget({ title, initialTodos = [], onChange }: TodoWidgetProps) {
  const [todos, setTodos] = useState(initialTodos);
  const [draft, setDraft] = useState('');
  const [filter, setFilter] = useState<Filter>('all');
  const inputId = useId();
  const update = (next: Todo[]) => {
    setTodos(next);
    onChange?.(next);
  };
  const add = (event: FormEvent) => {
    event.preventDefault();
    const text = draft.trim();
    if (!text) return;
    update([...todos, { id: `${Date.now()}-${todos.length}`, title: text, done: false }]);
    setDraft('');
  };
  const open = todos.filter((todo) => !todo.done).length;
  const shown = todos.filter((todo) => filter === 'all' || (filter === 'done') === todo.done);

  return (
    <Card.Root size="sm" variant="outline" minW="0">
      <Card.Header>
        <Flex justify="space-between" align="center" gap="2">
          <Heading as="h3" size="sm">
            {title}
          </Heading>
          <Badge colorPalette={open > 0 ? 'orange' : 'green'} aria-live="polite">
            {open} open
          </Badge>
        </Flex>
      </Card.Header>
      <Card.Body gap="3">
        <form onSubmit={add}>
          <Group attached w="full">
            <Input
              id={inputId}
              size="sm"
              aria-label="New task"
              placeholder="Add a task, e.g. Call Priya about the wardrobe"
              value={draft}
              onChange={(event) => setDraft(event.target.value)}
            />
            <Button type="submit" size="sm" colorPalette="brand" disabled={draft.trim() === ''}>
              <Plus aria-hidden="true" /> Add
            </Button>
          </Group>
        </form>
        <HStack gap="1" role="group" aria-label="Show">
          {FILTERS.map((option) => (
            <Button
              key={option.id}
              size="xs"
              variant={filter === option.id ? 'subtle' : 'ghost'}
              aria-pressed={filter === option.id}
              onClick={() => setFilter(option.id)}
            >
              {option.label}
            </Button>
          ))}
        </HStack>
        {shown.length === 0 ? (
          <Text textStyle="sm" color="fg.muted">
            {filter === 'done' ? 'Nothing ticked off yet.' : 'Nothing to do.'}
          </Text>
        ) : (
          <List.Root listStyle="none" gap="1" aria-label={`${title} tasks`}>
            {shown.map((todo) => (
              <List.Item key={todo.id} display="flex" alignItems="center" gap="2">
                <Checkbox.Root
                  flex="1"
                  minW="0"
                  colorPalette="brand"
                  checked={todo.done}
                  onCheckedChange={(details) =>
                    update(
                      todos.map((item) =>
                        item.id === todo.id ? { ...item, done: details.checked === true } : item,
                      ),
                    )
                  }
                >
                  <Checkbox.HiddenInput />
                  <Checkbox.Control />
                  <Checkbox.Label
                    textDecoration={todo.done ? 'line-through' : undefined}
                    color={todo.done ? 'fg.muted' : undefined}
                  >
                    {todo.title}
                  </Checkbox.Label>
                </Checkbox.Root>
                <IconButton
                  size="xs"
                  variant="ghost"
                  aria-label={`Delete ${todo.title}`}
                  onClick={() => update(todos.filter((item) => item.id !== todo.id))}
                >
                  <Trash2 />
                </IconButton>
              </List.Item>
            ))}
          </List.Root>
        )}
      </Card.Body>
    </Card.Root>
  );
}
