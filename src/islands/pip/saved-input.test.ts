import { describe, expect, it } from 'vitest';
import { calculatePip, defaultPipInput } from '~/calc/pip';
import { readSavedPipInput, readSavedPipResult } from './saved-input';

describe('readSavedPipInput: the reader’s contract (docs/product.md §4, §5)', () => {
  it('gives the defaults, with nothing named, for data that is not an object', () => {
    for (const data of [undefined, null, 'rubbish', 7, [], {}]) expect(readSavedPipInput(data)).toEqual({ input: defaultPipInput(), reset: [] });
  });

  it('takes the default quietly for a missing or empty answer', () => {
    const { input, reset } = readSavedPipInput({ personalInfo: { age: null, location: 'wales' }, assessment: { dailyLiving: { 'preparing-food': 'c' } } });
    expect(reset).toEqual([]);
    expect(input).toEqual({
      assessment: { dailyLiving: { 'preparing-food': 'c' }, mobility: {} },
      personalInfo: { ...defaultPipInput().personalInfo, location: 'wales' },
    });
  });

  it('resets an answer that is there but wrong, and names it; an age that is not a number is 16', () => {
    const { input, reset } = readSavedPipInput({
      assessment: { dailyLiving: { 'preparing-food': 'z', 'made-up': 'a' }, mobility: 'none' },
      personalInfo: { age: 'forty', hasDisability: 'yes', conditionDuration: 'forever', conditions: ['MS', 3, ' '] },
    });
    expect(input).toEqual({
      assessment: { dailyLiving: {}, mobility: {} },
      personalInfo: { ...defaultPipInput().personalInfo, age: 16, conditions: ['MS'] },
    });
    expect(reset).toEqual([
      'your mobility answers',
      'your answer to ‘Preparing food’',
      'your age',
      'whether you have a disability',
      'how long your condition has lasted',
      'your conditions',
    ]);
  });

  it('holds the age to 16-100 without calling it a reset, and reads text holding a number', () => {
    expect(readSavedPipInput({ personalInfo: { age: 130 } })).toEqual({
      input: { ...defaultPipInput(), personalInfo: { ...defaultPipInput().personalInfo, age: 100 } },
      reset: [],
    });
    expect(readSavedPipInput({ personalInfo: { age: '15.6' } }).input.personalInfo.age).toBe(16);
    expect(readSavedPipInput({ personalInfo: { age: 40.4 } }).input.personalInfo.age).toBe(40);
  });
});

describe('readSavedPipResult', () => {
  it('gives back what the engine produces, after a JSON round trip', () => {
    const result = JSON.parse(JSON.stringify(calculatePip(defaultPipInput())));
    expect(readSavedPipResult(result)).toBe(result);
  });
  it('refuses an award it does not know', () => {
    expect(readSavedPipResult({ ...calculatePip(defaultPipInput()), mobilityAward: 'top' })).toBeNull();
  });
});
