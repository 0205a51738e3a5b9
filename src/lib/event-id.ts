/**
 * A fresh random id (UUID v4) for one user action: the outbox journals and queues the action under
 * it and sends it as the call's Idempotency-Key, so a call sent twice is counted once.
 * `crypto.randomUUID` exists only in secure contexts (HTTPS, localhost): an app opened over plain
 * HTTP on a LAN address has `crypto.getRandomValues` alone, and builds the same format from it.
 */
export function newEventId(): string {
  const c = globalThis.crypto;
  if (typeof c?.randomUUID === 'function') return c.randomUUID();
  return uuidFrom(randomBytes(c));
}

function randomBytes(c: Crypto | undefined): Uint8Array {
  const bytes = new Uint8Array(16);
  if (typeof c?.getRandomValues === 'function') return c.getRandomValues(bytes);
  // No Web Crypto at all (very old engines): weaker, but still unique enough for one device's actions.
  for (let i = 0; i < bytes.length; i++) bytes[i] = Math.floor(Math.random() * 256);
  return bytes;
}

/** Formats 16 random bytes as a version 4, variant 1 UUID (RFC 9562). */
export function uuidFrom(bytes: Uint8Array): string {
  const b = Uint8Array.from(bytes);
  b[6] = (b[6] & 0x0f) | 0x40;
  b[8] = (b[8] & 0x3f) | 0x80;
  const hex = Array.from(b, (x) => x.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
