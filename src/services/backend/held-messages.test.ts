// The worker's entry keeps the tabs' messages while the database's code loads: none is lost, each is
// handed over once, in order, with its ports, and later messages go straight to the real listeners.
import { describe, expect, it } from 'vitest';
import { holdMessages } from './held-messages';

function post(scope: EventTarget, data: unknown, ports: MessagePort[] = []) {
  scope.dispatchEvent(new MessageEvent('message', { data, ports }));
}

describe('holdMessages', () => {
  it('hands the messages that came before the listeners to them, in order, once', () => {
    const scope = new EventTarget();
    const release = holdMessages(scope);
    post(scope, { type: 'fpw-connect' });
    post(scope, { type: 'init', options: { dataDir: 'idb://fpw' } });

    const seen: unknown[] = [];
    scope.addEventListener('message', (event) => seen.push((event as MessageEvent).data));
    expect(seen).toEqual([]);
    release();
    expect(seen).toEqual([{ type: 'fpw-connect' }, { type: 'init', options: { dataDir: 'idb://fpw' } }]);

    post(scope, { type: 'rpc-call' });
    release();
    expect(seen).toEqual([
      { type: 'fpw-connect' },
      { type: 'init', options: { dataDir: 'idb://fpw' } },
      { type: 'rpc-call' },
    ]);
  });

  it('keeps the ports a message carried', () => {
    const scope = new EventTarget();
    const release = holdMessages(scope);
    const { port1 } = new MessageChannel();
    post(scope, 'with a port', [port1]);
    const ports: MessagePort[][] = [];
    scope.addEventListener('message', (event) => ports.push([...(event as MessageEvent).ports]));
    release();
    expect(ports).toEqual([[port1]]);
    port1.close();
  });

  it('lets a listener that waits for one message (PGlite waits for init once) see it first', () => {
    const scope = new EventTarget();
    const release = holdMessages(scope);
    post(scope, { type: 'init' });
    const firsts: unknown[] = [];
    scope.addEventListener('message', (event) => firsts.push((event as MessageEvent).data), { once: true });
    release();
    expect(firsts).toEqual([{ type: 'init' }]);
  });
});
