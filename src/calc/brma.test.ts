import { describe, expect, it } from 'vitest';
import { BRMA_LIST, brmaByName, brmaIdOf, parseLhaRateId } from './brma';
import { LHA_CATEGORIES, lhaRateId } from './rates';

describe('broad rental market areas', () => {
  it('lists the 192 areas of Great Britain: 152 in England, 22 in Wales, 18 in Scotland', () => {
    const count = (nation: string) => BRMA_LIST.filter((area) => area.nation === nation).length;
    expect([BRMA_LIST.length, count('England'), count('Wales'), count('Scotland')]).toEqual([192, 152, 22, 18]);
  });

  it('gives every area its own id, made from its name', () => {
    expect(new Set(BRMA_LIST.map((area) => area.id)).size).toBe(192);
    for (const area of BRMA_LIST) expect(area.id).toBe(brmaIdOf(area.name));
  });

  it('finds an area by its official name, however it is cased or spelt with "&" or "and"', () => {
    expect(brmaIdOf('Bradford & South Dales')).toBe('bradford-and-south-dales');
    expect(brmaByName('renfrewshire/inverclyde')?.name).toBe('Renfrewshire/Inverclyde');
    expect(brmaByName('Central Norfolk and Norwich')?.name).toBe('Central Norfolk & Norwich');
    expect(brmaByName('Manchester')).toBeNull();
  });

  it('reads the area and category of an LHA rate id of any of the 192 areas, and of nothing else', () => {
    expect(parseLhaRateId('housing-benefit.lha.birmingham.two-bed')).toEqual({ areaId: 'birmingham', category: 'two-bed' });
    expect(parseLhaRateId('housing-benefit.lha.lothian.shared-room')).toEqual({ areaId: 'lothian', category: 'shared-room' });
    for (const area of BRMA_LIST) for (const category of LHA_CATEGORIES) expect(parseLhaRateId(lhaRateId(area.id, category))?.areaId).toBe(area.id);
    for (const id of ['housing-benefit.lha.manchester.two-bed', 'housing-benefit.lha.birmingham.five-bed', 'housing-benefit.lha.birmingham', 'pip.daily-living.standard', '']) {
      expect(parseLhaRateId(id)).toBeNull();
    }
  });
});
