/**
 * The property every calculator's saved-input reader is held to (docs/product.md §4 "Saved
 * calculation", §10 import; imported only by tests): whatever saved data it is given, any JSON
 * or any mangling of a real input (`savedData` of test-arbitraries.ts), the calculator opens on
 * what it read and draws, with the given texts in the page.
 *
 * @param data the saved data to try
 * @param draw reads one and draws the calculator's tabs and results from the input, as HTML
 * @param texts what the drawn calculator always holds (a results heading, a question)
 */
import fc from 'fast-check';
import { expect } from 'vitest';

export function expectDrawsFromAnySavedData(data: fc.Arbitrary<unknown>, draw: (value: unknown) => string, texts: readonly string[], numRuns: number): void {
  fc.assert(
    fc.property(data, (value) => {
      const html = draw(value);
      for (const text of texts) expect(html).toContain(text);
    }),
    { numRuns },
  );
}
