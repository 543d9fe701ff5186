import { describe, expect, it } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import PersonList from './PersonList';

const noop = () => {};

/** A list of people drawn as the server draws it, each with one age field. */
const html = (ages: number[], noun = 'Person', addLabel = 'Add a person') =>
  renderToStaticMarkup(
    <PersonList
      people={ages}
      idPrefix="x-member"
      noun={noun}
      addLabel={addLabel}
      onAdd={noop}
      onRemove={noop}
      renderPerson={(age, { n, id }) => (
        <>
          <label htmlFor={`${id}-age`}>
            Age<span className="sr-only"> of person {n}</span>
          </label>
          <input id={`${id}-age`} defaultValue={age} />
        </>
      )}
    />,
  );

describe('PersonList: people added and removed, each a named group', () => {
  it('puts each person in a fieldset whose legend numbers them from 1', () => {
    const out = html([30, 40, 50]);
    expect(out.match(/<fieldset>/g)).toHaveLength(3);
    expect(out).toContain('<legend class="text-base font-bold text-slate-900">Person 1</legend>');
    expect(out).toContain('>Person 3</legend>');
  });

  it('names whom each Remove button removes, for screen readers, in the calculator’s word', () => {
    const out = html([30, 40], 'Adult', 'Add an adult');
    expect(out).toContain('Remove<span class="sr-only"> adult 1</span></button>');
    expect(out).toContain('Remove<span class="sr-only"> adult 2</span></button>');
    expect(out).toContain('>Adult 2</legend>');
  });

  it('gives each row an id from its key, and the calculator draws the fields inside', () => {
    const out = html([30, 40]);
    expect(out).toContain('<input id="x-member-0-age" value="30"/>');
    expect(out).toContain('<input id="x-member-1-age" value="40"/>');
  });

  it('buttons are buttons (never submit the form) and the Add button follows the list', () => {
    const out = html([30]);
    expect(out.match(/<button type="button"/g)).toHaveLength(2);
    expect(out.indexOf('Add a person')).toBeGreaterThan(out.indexOf('</ol>'));
    // The plus sign is drawn by the stylesheet (.btn-add), so the button's name is its text alone.
    expect(out).toMatch(/<button type="button" class="btn btn-secondary btn-add mt-4">Add a person<\/button>$/);
  });

  it('with nobody added, shows only the Add button (no empty list)', () => {
    const out = html([]);
    expect(out).not.toContain('<ol');
    expect(out).toContain('Add a person</button>');
  });
});
