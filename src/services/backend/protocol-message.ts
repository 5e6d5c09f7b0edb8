/** A simple-protocol Query message for PGlite's execProtocol: 'Q', its length, the text, a NUL. */
export function queryMessage(text: string): Uint8Array {
  const body = new TextEncoder().encode(text);
  const message = new Uint8Array(body.length + 6);
  message[0] = 0x51;
  new DataView(message.buffer).setInt32(1, body.length + 5);
  message.set(body, 5);
  return message;
}
