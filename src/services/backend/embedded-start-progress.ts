/**
 * The embedded database's start, as the page watches it: the worker that starts it (the leader of
 * every tab) says on this BroadcastChannel each step it completes, and a tab waiting for the start
 * gives up after a quiet spell (start-watchdog.ts) instead of waiting two minutes for nothing.
 * Import-free: the worker and the tab both load it.
 */
export const EMBEDDED_START_CHANNEL = 'fpw-embedded-start';

export type EmbeddedStartMessage =
  | { type: 'progress'; step: string }
  /** The demo data was reset in one tab: every tab drops what it read before. */
  | { type: 'reset' }
  /** A backup was restored in one tab: the database is another one now, and every tab reloads. */
  | { type: 'restored' };

/** Posts on the channel when BroadcastChannel exists; never throws (it is news, not a duty). */
export function announceEmbedded(message: EmbeddedStartMessage): void {
  if (typeof BroadcastChannel === 'undefined') return;
  try {
    const channel = new BroadcastChannel(EMBEDDED_START_CHANNEL);
    channel.postMessage(message);
    channel.close();
  } catch {
    // A closed or unavailable channel only costs the watchdog its news.
  }
}

/** Listens on the channel; returns the function that stops listening. */
export function listenToEmbedded(listener: (message: EmbeddedStartMessage) => void): () => void {
  if (typeof BroadcastChannel === 'undefined') return () => undefined;
  const channel = new BroadcastChannel(EMBEDDED_START_CHANNEL);
  channel.onmessage = (event: MessageEvent<EmbeddedStartMessage>) => listener(event.data);
  return () => channel.close();
}
