import { describe, expect, it } from 'vitest';
import { PIP_SCHEDULE } from '~/calc/pip-schedule';
import { engineTextWriter } from '../engine-words';
import { pipScheduleMessages, pipScheduleWords } from './pip-schedule';

const write = engineTextWriter(pipScheduleWords, 'en');

describe("Schedule 1's words (the PIP Regulations 2013 in plain English)", () => {
  it('words every activity and descriptor, with an example only where the schedule has one, and holds no words it does not use', () => {
    const used = new Set<string>();
    for (const { id, name, guidance, descriptors } of PIP_SCHEDULE) {
      expect(write(name), id).toMatch(/^[A-Z]/);
      expect(write(guidance), id).toMatch(/^[A-Z].*\.$/);
      used.add(name.messageId).add(guidance.messageId);
      for (const { letter, text, example } of descriptors) {
        expect(write(text), `${id} ${letter}`).toMatch(/^[A-Z].*\.$/);
        used.add(text.messageId);
        if (example !== undefined) {
          expect(write(example), `${id} ${letter}`).toMatch(/^[A-Z]\S/);
          used.add(example.messageId);
        }
      }
    }
    expect(Object.keys(pipScheduleMessages.get()).filter((key) => !used.has(key))).toEqual([]);
  });

  it('keeps Schedule 1 wording for the distance bands of moving around (Part 3, activity 2)', () => {
    const descriptions = PIP_SCHEDULE.find((a) => a.id === 'moving-around')
      ?.descriptors.map((d) => write(d.text))
      .join(' ');
    for (const band of [
      'more than 200 metres',
      'more than 50 but no more than 200 metres',
      'unaided more than 20 but no more than 50 metres',
      'only with an aid',
      'more than 1 but no more than 20 metres',
      'move more than 1 metre',
    ]) {
      expect(descriptions).toContain(band);
    }
  });
});
