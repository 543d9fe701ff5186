/**
 * The consent and analytics loader pages carry is its readable source (consent-loader.js)
 * minified: the committed string is what `node scripts/consent-loader.mjs` writes today
 * (html.test.ts checks that pages carry it and that their CSP allows its hash).
 */
import fs from 'node:fs';
import { describe, expect, test } from 'vitest';
import { CONSENT_LOADER } from './consent-loader.generated.ts';
import { GENERATED, generatedModule, minifiedLoader } from '../../scripts/consent-loader.mjs';

describe('the consent and analytics loader', () => {
  test('the committed minified loader is consent-loader.js minified now (run `node scripts/consent-loader.mjs` after editing it)', async () => {
    expect(CONSENT_LOADER).toBe(await minifiedLoader());
    expect(fs.readFileSync(GENERATED, 'utf8')).toBe(await generatedModule());
  });

  test('is one script that cannot end its own element, and keeps the words people read', () => {
    expect(CONSENT_LOADER).not.toMatch(/<\/script/i);
    expect(CONSENT_LOADER.length).toBeLessThan(3000);
    for (const words of ['You have accepted these cookies.', 'You have rejected these cookies.', 'You have not chosen yet.', 'ubc-consent'])
      expect(CONSENT_LOADER).toContain(words);
  });
});
