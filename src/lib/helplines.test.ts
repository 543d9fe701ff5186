import { describe, expect, it } from 'vitest';
import * as lines from '~/calc/helplines';
import type { Helpline } from '~/calc/helplines';
import { helplineMessages } from '~/i18n/en/helplines';
import { helplineName } from './helplines';

const ALL: Helpline[] = Object.values(lines).flatMap((v) => (Array.isArray(v) ? v : typeof v === 'object' && v && 'id' in v ? [v as Helpline] : []));

describe('the helplines’ names', () => {
  it('names every line in the catalogue, and holds no name no line uses', () => {
    const ids = new Set(ALL.map((l) => l.id));
    expect(ALL.filter((l) => helplineName(l) === l.number).map((l) => l.id)).toEqual([]);
    expect(Object.keys(helplineMessages.get()).filter((id) => !ids.has(id))).toEqual([]);
  });

  it('writes the line people meet first as it always read', () => {
    expect(helplineName(lines.ADVICELINE)).toBe('England: Citizens Advice Adviceline');
    expect(lines.ADVICELINE).toEqual({ id: 'advice-england', number: '0800 144 8848', href: 'tel:08001448848' });
  });
});
