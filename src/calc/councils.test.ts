import { describe, expect, it } from 'vitest';
import { COUNCIL_CODE_PREFIXES, COUNCILS, councilSearchText, councilsIn, findCouncil, placeMatching, searchCouncils, type CouncilNation } from './councils';

const NATIONS: readonly CouncilNation[] = ['england', 'wales', 'scotland'];
const names = (typed: string, nation: CouncilNation = 'england', max = 8) => searchCouncils(councilsIn(nation), typed, max).map((council) => council.name);

describe('the billing authorities of Great Britain in force for 2026/27 (src/calc/councils.ts)', () => {
  it('counts 296 in England, 22 in Wales and 32 in Scotland, and none in Northern Ireland', () => {
    // ONS Local Authority Districts since 1 April 2023: 62 unitary + 164 districts + 36 metropolitan + 33 London
    // (32 boroughs and the City) + the Isles of Scilly = 296; Wales's 22 principal councils; Scotland's 32.
    expect(councilsIn('england')).toHaveLength(296);
    expect(councilsIn('wales')).toHaveLength(22);
    expect(councilsIn('scotland')).toHaveLength(32);
    expect(councilsIn('northern-ireland')).toHaveLength(0);
    expect(COUNCILS).toHaveLength(296 + 22 + 32);
  });

  it('gives every council a code of its own, of its nation’s kind, and a name of its own', () => {
    expect(new Set(COUNCILS.map((c) => c.code)).size).toBe(COUNCILS.length);
    expect(new Set(COUNCILS.map((c) => c.name)).size).toBe(COUNCILS.length);
    for (const nation of NATIONS)
      for (const council of councilsIn(nation)) {
        expect(council.code).toMatch(/^[EWS]\d{8}$/);
        expect(COUNCIL_CODE_PREFIXES[nation]).toContain(council.code.slice(0, 3));
        expect(council.name).toBe(council.name.trim().replace(/\s+/g, ' '));
      }
  });

  it('has the councils of the April 2023 reorganisations and none of the districts they replaced', () => {
    expect(findCouncil('E06000063')?.name).toBe('Cumberland Council');
    expect(findCouncil('E06000064')?.name).toBe('Westmorland and Furness Council');
    expect(findCouncil('E06000065')?.name).toBe('North Yorkshire Council');
    expect(findCouncil('E06000066')?.name).toBe('Somerset Council');
    // Harrogate (E07000165), Carlisle (E07000028), Mendip (E07000187): abolished 1 April 2023.
    for (const gone of ['E07000165', 'E07000028', 'E07000187']) expect(findCouncil(gone)).toBeUndefined();
  });

  it('finds a code only in its own nation when the nation is given', () => {
    expect(findCouncil('W06000015', 'wales')?.name).toBe('City of Cardiff Council');
    expect(findCouncil('W06000015', 'england')).toBeUndefined();
    expect(findCouncil('nonsense')).toBeUndefined();
  });
});

describe('searchCouncils: by name and by place', () => {
  it('finds a council by the start of its name, first, whatever the case', () => {
    expect(names('leeds')[0]).toBe('Leeds City Council');
    expect(names('LEEDS')[0]).toBe('Leeds City Council');
    expect(names('manch')).toEqual(['Manchester City Council']);
  });

  it('finds a council by a district it replaced, and says which', () => {
    expect(names('Harrogate')).toEqual(['North Yorkshire Council']);
    expect(names('taunton')).toEqual(['Somerset Council']);
    expect(names('Carlisle')).toEqual(['Cumberland Council']);
    const [council] = searchCouncils(councilsIn('england'), 'harrogate', 8);
    expect(council && placeMatching(council, 'harrogate')).toBe('Harrogate');
    const [leeds] = searchCouncils(councilsIn('england'), 'leeds', 8);
    expect(leeds && placeMatching(leeds, 'leeds')).toBeUndefined();
  });

  it('reads St, St. and Saint alike', () => {
    for (const typed of ['St Albans', 'st. albans', 'Saint Albans']) expect(names(typed)).toEqual(['St Albans City and District Council']);
    for (const typed of ['St Helens', 'saint helens']) expect(names(typed)).toEqual(['St Helens Council']);
    // 'st' alone still starts other words: Stockport and Stoke-on-Trent are found with the saints.
    expect(names('st', 'england', 100)).toEqual(expect.arrayContaining(['St Helens Council', 'Stockport Metropolitan Borough Council', 'Stoke-on-Trent City Council']));
  });

  it('reads & and "and" alike, and hyphens as spaces', () => {
    expect(names('Telford and Wrekin')).toEqual(['Telford & Wrekin Council']);
    expect(names('hammersmith & fulham')).toEqual(['London Borough of Hammersmith & Fulham']);
    expect(names('stockton on tees')).toEqual(['Stockton-on-Tees Borough Council']);
  });

  it('ignores accents and apostrophes', () => {
    expect(names('Ynys Mon', 'wales')).toEqual(['Isle of Anglesey County Council']);
    expect(names('Ynys Môn', 'wales')).toEqual(['Isle of Anglesey County Council']);
    expect(names('kings lynn')).toEqual(["Borough Council of King's Lynn and West Norfolk"]);
  });

  it('offers only the councils of the nation it is given', () => {
    expect(names('Cardiff', 'england')).toEqual([]);
    expect(names('Cardiff', 'wales')).toEqual(['City of Cardiff Council']);
    expect(names('Caerdydd', 'wales')).toEqual(['City of Cardiff Council']);
    expect(names('glasgow', 'scotland')).toEqual(['Glasgow City Council']);
    expect(names('Western Isles', 'scotland')).toEqual(['Comhairle nan Eilean Siar']);
  });

  it('lists names that start with what was typed before names that only contain it, at most as many as asked', () => {
    // "North" starts many names; "Newcastle" starts two.
    expect(names('north', 'england', 3)).toHaveLength(3);
    expect(names('newcastle')).toEqual(['Newcastle City Council', 'Newcastle-under-Lyme Borough Council']);
    // No name starts with "suffolk": the three that have it as a word, alphabetically.
    expect(names('suffolk')).toEqual(['East Suffolk Council', 'Mid Suffolk District Council', 'West Suffolk Council']);
  });

  it('lists councils found by a place after those found by their name', () => {
    const north = names('north', 'england', 100);
    // North Dorset was a district of what is now Dorset Council; North Yorkshire Council is found by its name.
    expect(north).toContain('North Yorkshire Council');
    expect(north.at(-1)).toBe('Dorset Council');
  });

  it('finds nothing for fewer than two letters', () => {
    expect(names('')).toEqual([]);
    expect(names('l')).toEqual([]);
    expect(names(' - ')).toEqual([]);
  });

  it('normalises text the same way for both sides', () => {
    expect(councilSearchText('  St. Helens & Knowsley’s  ')).toBe('st helens and knowsleys');
  });
});
