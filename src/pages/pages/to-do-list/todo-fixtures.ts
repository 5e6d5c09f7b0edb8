/** The to-do list's demo content: a week of a furniture workshop's office and site jobs. */
import { z } from 'zod';
import { createDemoStore } from '@/services/kit';

export const TODO_CATEGORIES = ['Site visit', 'Design', 'Production', 'Installation', 'Office'] as const;
export const TODO_PRIORITIES = ['Low', 'Medium', 'High'] as const;

export const todoSchema = z.object({
  id: z.string(),
  title: z.string().min(1),
  category: z.enum(TODO_CATEGORIES),
  priority: z.enum(TODO_PRIORITIES),
  /** ISO date (yyyy-mm-dd) or empty when there is no due date. */
  due: z.string(),
  done: z.boolean(),
});
export type TodoItem = z.infer<typeof todoSchema>;

export const TODO_FIXTURES: TodoItem[] = [
  {
    id: 'todo-1',
    title: 'Measure the Sharma kitchen for the new wall units',
    category: 'Site visit',
    priority: 'High',
    due: '2026-11-24',
    done: false,
  },
  {
    id: 'todo-2',
    title: 'Send wardrobe shutter options to the Mehta family',
    category: 'Design',
    priority: 'Medium',
    due: '2026-11-25',
    done: false,
  },
  {
    id: 'todo-3',
    title: 'Release the cutting plan for order ORD-1042',
    category: 'Production',
    priority: 'High',
    due: '2026-11-23',
    done: false,
  },
  {
    id: 'todo-4',
    title: 'Book installers for the Iyer TV unit',
    category: 'Installation',
    priority: 'Medium',
    due: '2026-11-27',
    done: false,
  },
  {
    id: 'todo-5',
    title: 'Reorder white 0.8 mm edge band rolls',
    category: 'Office',
    priority: 'Low',
    due: '',
    done: true,
  },
  {
    id: 'todo-6',
    title: 'Check the HDHMR delivery against the purchase order',
    category: 'Production',
    priority: 'Low',
    due: '2026-11-22',
    done: true,
  },
];

export const todoStore = createDemoStore('to-do-list', z.array(todoSchema), TODO_FIXTURES);

/**
 * Moves the shown tasks into their new order while hidden ones (filtered out) keep their places, so
 * reordering "Active" never shuffles completed work.
 */
export function mergeReorder(all: readonly TodoItem[], shownInNewOrder: readonly TodoItem[]): TodoItem[] {
  const shownIds = new Set(shownInNewOrder.map((todo) => todo.id));
  const queue = [...shownInNewOrder];
  return all.map((todo) => (shownIds.has(todo.id) ? (queue.shift() ?? todo) : todo));
}
