/** SHA-256 of bytes as lowercase hex (Web Crypto: secure contexts, Node 20). */
export async function sha256Bytes(data: ArrayBuffer | Uint8Array<ArrayBuffer>): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', data));
  return Array.from(digest, (b) => b.toString(16).padStart(2, '0')).join('');
}

/** SHA-256 of a UTF-8 string as lowercase hex. */
export function sha256Hex(text: string): Promise<string> {
  return sha256Bytes(new TextEncoder().encode(text));
}
