/**
 * A worker's messages kept while the code that answers them is still loading (pg.worker.ts loads the
 * database's code with a dynamic import): a message event with no listener is lost, so this listener
 * keeps each one, and `release` hands them over, in order, once the real listeners are in place.
 */

type MessageScope = Pick<EventTarget, 'addEventListener' | 'removeEventListener' | 'dispatchEvent'>;

/** Starts keeping the scope's messages; the returned function stops and dispatches them again. */
export function holdMessages(scope: MessageScope): () => void {
  const held: MessageEvent[] = [];
  const keep = (event: Event) => void held.push(event as MessageEvent);
  scope.addEventListener('message', keep);
  return () => {
    scope.removeEventListener('message', keep);
    for (const event of held.splice(0)) {
      scope.dispatchEvent(new MessageEvent('message', { data: event.data, ports: [...event.ports] }));
    }
  };
}
