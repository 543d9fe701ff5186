import { afterEach, describe, expect, it } from 'vitest';
import { language, sitePath } from './language';

afterEach(() => language.set('en'));

describe('a link an island draws, in the page’s language', () => {
  it('leads a Welsh page’s reader to the Welsh twin, its query and anchor kept', () => {
    language.set('cy');
    expect(sitePath('/pip')).toBe('/cy/pip');
    expect(sitePath('/')).toBe('/cy');
    expect(sitePath('/universal-credit?where=scotland#results')).toBe('/cy/universal-credit?where=scotland#results');
    expect(sitePath('/cy/pip')).toBe('/cy/pip');
  });

  it('leaves an English page’s links, and any address that is not a path of the site, as they are', () => {
    expect(sitePath('/guides/lcw-lcwra')).toBe('/guides/lcw-lcwra');
    language.set('cy');
    for (const other of ['https://www.gov.uk/pip', '//cdn.example/x', 'tel:08001448848', '#main']) expect(sitePath(other)).toBe(other);
  });
});
