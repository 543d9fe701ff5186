import { describe, expect, it } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import { lhaAreaById } from '~/calc/lha';
import { lhaRateId, ratesFor, LHA_CATEGORIES, type Rate, type RatesTable } from '~/calc/rates';
import LhaRates from './LhaRates';

/** The 2026/27 table with Leeds' five weekly rates as an admin would publish them (no publication is built in for Leeds). */
function withLeeds(): RatesTable {
  const table: Record<string, Rate> = { ...ratesFor('2026-27') };
  LHA_CATEGORIES.forEach((category, i) => {
    const id = lhaRateId('leeds', category);
    table[id] = { id, amount: 80 + 20 * i, unit: 'gbp-per-week', taxYear: '2026-27', effectiveDate: '2026-04-06', editable: true };
  });
  return table;
}

describe('LhaRates: where the rates come from', () => {
  it('names the publication of a built-in area', () => {
    const area = lhaAreaById('lothian');
    expect(area).not.toBeNull();
    const html = renderToStaticMarkup(<LhaRates area={area!} postcode="EH1 1AA" />);
    expect(html).toContain(area!.sources[0]);
    expect(html).not.toContain('administrator published');
  });

  it("says an admin's published rates are the site administrator's, from the official table", () => {
    const area = lhaAreaById('leeds', withLeeds());
    expect(area?.isPublished).toBe(true);
    const html = renderToStaticMarkup(<LhaRates area={area!} postcode="" />);
    expect(html).toContain('the rates this site’s administrator published from the official table');
    expect(html).toContain('£80.00');
  });
});
