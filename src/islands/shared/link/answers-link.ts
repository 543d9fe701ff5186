/**
 * The private link with a calculator's answers (README "The link with your answers"): the
 * answers a result was worked out from, never the result, in the address's fragment
 * (`#a=…`), which browsers keep to themselves and never send to a server (RFC 3986 §3.5, the
 * Fetch standard's "URL serializer" with "exclude fragment"). Opening the link works the
 * result out again, reading the answers through the calculator's saved-input reader.
 *
 * The fragment holds `{ v, c, a }` as JSON (the format's version, the calculator's id and its
 * answers with their tax year), compressed with the browser's own `deflate` (CompressionStream;
 * the zlib format of RFC 1950, whose Adler-32 checksum makes a link with any character changed
 * fail to open rather than open with other answers) and written in base64url (RFC 4648 §5), so
 * it needs no library. A link of another version, of another calculator or of any other shape is
 * refused whole; what a version-1 link holds is then read answer by answer as a saved
 * calculation is.
 *
 * Loaded only when a link is made or opened.
 */

/** The version of the link's format: bump it when the payload's shape changes, and links of the old one are refused. */
export const LINK_VERSION = 1;

/** How the fragment starts. */
export const LINK_PREFIX = '#a=';

/**
 * The longest fragment read (characters), and the most text it may inflate to: a calculator's
 * answers compress to a few hundred characters, so anything far larger is not one of ours.
 */
const MAX_FRAGMENT = 16_000;
const MAX_TEXT = 256_000;

async function through(bytes: Uint8Array, stream: CompressionStream | DecompressionStream): Promise<Uint8Array> {
  const out = new Blob([bytes as BlobPart]).stream().pipeThrough(stream);
  return new Uint8Array(await new Response(out).arrayBuffer());
}

function toBase64Url(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** The bytes of base64url text; throws on anything else. */
function fromBase64Url(text: string): Uint8Array {
  if (!/^[A-Za-z0-9_-]*$/.test(text)) throw new Error('Not base64url');
  const binary = atob(text.replace(/-/g, '+').replace(/_/g, '/'));
  return Uint8Array.from(binary, (c) => c.charCodeAt(0));
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

/** The fragment (`#a=…`) holding `answers` of calculator `calculator`. */
export async function encodeAnswers(calculator: string, answers: object): Promise<string> {
  const json = JSON.stringify({ v: LINK_VERSION, c: calculator, a: answers });
  return LINK_PREFIX + toBase64Url(await through(new TextEncoder().encode(json), new CompressionStream('deflate')));
}

/**
 * The answers a fragment holds for `calculator`, or null when it is not a link of this version
 * for this calculator (damaged, changed by hand, of an older format or of another calculator).
 * Never throws. The answers are unchecked: read them through the calculator's reader.
 */
export async function decodeAnswers(fragment: string, calculator: string): Promise<Record<string, unknown> | null> {
  if (!fragment.startsWith(LINK_PREFIX) || fragment.length > MAX_FRAGMENT) return null;
  try {
    const inflated = await through(fromBase64Url(fragment.slice(LINK_PREFIX.length)), new DecompressionStream('deflate'));
    if (inflated.length > MAX_TEXT) return null;
    const payload: unknown = JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(inflated));
    if (!isRecord(payload) || payload.v !== LINK_VERSION || payload.c !== calculator || !isRecord(payload.a)) return null;
    return payload.a;
  } catch {
    return null;
  }
}
