/** How setting values are cleaned before they are stored. */
import { expect, test } from 'vitest';
import { settingValueSchema } from './settings.ts';

test('the banner text is stored as well-formed Unicode without control characters, line breaks kept', () => {
  const parse = (v: string) => settingValueSchema('emergency_banner_message').parse(v);
  expect(parse('  Phone lines\u0000 closed\r\ntoday \ud83d\t \u0007 ')).toBe('Phone lines closed\ntoday \ufffd');
  expect(parse('Cold Weather Payments \u{1F976}')).toBe('Cold Weather Payments \u{1F976}');
});
