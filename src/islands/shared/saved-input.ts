/**
 * Telling people what a loaded calculation lost. Each calculator rebuilds saved input
 * with its own validating reader (defaults for anything missing or odd); this compares
 * what was stored with what the reader kept and names the answers that were reset, so
 * the page can say so instead of changing them silently.
 */

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** 'monthlyRent' → 'monthly rent'. */
function words(key: string): string {
  return key
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[-_]+/g, ' ')
    .toLowerCase();
}

/** The last part of a path, with its list and position when it is in a list: 'children 2 age'. */
function name(path: readonly string[]): string {
  const tail = path.length >= 3 && /^\d+$/.test(path[path.length - 2]!) ? path.slice(-3) : path.slice(-2);
  return tail.join(' ') || 'answers';
}

/**
 * The answers present in `stored` whose value the reader did not keep in `restored`,
 * as plain words ('age', 'monthly rent', 'children 2 age'), each once, in order.
 * Fields the reader does not know (absent from `restored`) are not answers and are skipped.
 */
export function resetFields(stored: unknown, restored: unknown): string[] {
  const found: string[] = [];
  const walk = (a: unknown, b: unknown, path: string[]) => {
    if (isRecord(a) && isRecord(b)) {
      for (const key of Object.keys(a)) {
        if (key === 'taxYear' || !Object.hasOwn(b, key)) continue;
        walk(a[key], b[key], [...path, words(key)]);
      }
      return;
    }
    if (Array.isArray(a) && Array.isArray(b)) {
      if (a.length !== b.length && a.every((x) => !isRecord(x))) {
        if (JSON.stringify(a) !== JSON.stringify(b)) found.push(path.join(' '));
        return;
      }
      a.forEach((item, i) => {
        if (i < b.length) walk(item, b[i], [...path, String(i + 1)]);
        else found.push([...path, String(i + 1)].join(' '));
      });
      return;
    }
    if (!Object.is(a, b) && JSON.stringify(a) !== JSON.stringify(b)) found.push(name(path));
  };
  walk(stored, restored, []);
  return [...new Set(found)];
}

/** 'Part of this saved calculation could not be read, so we reset: age, monthly rent.' or null. */
export function resetNotice(fields: readonly string[]): string | null {
  if (fields.length === 0) return null;
  const shown = fields.slice(0, 6);
  const more = fields.length - shown.length;
  return `Part of this saved calculation could not be read, so we reset ${fields.length === 1 ? 'this answer' : 'these answers'} to the usual starting value: ${shown.join(', ')}${more > 0 ? ` and ${more} more` : ''}. Check ${fields.length === 1 ? 'it' : 'them'} before you calculate.`;
}
