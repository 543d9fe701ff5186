import { describe, expect, it } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import NumberField from './NumberField';
import { FieldNotes, FieldNotesContext, notesTitle } from './field-notes';

const AGE_NOTE = 'We changed your age to 16: enter an age from 16 to 100';

describe('FieldNotes: what the summary on Calculate lists', () => {
  it('drops the note of a field taken off the page (a person removed)', () => {
    const notes = new FieldNotes();
    notes.set('age', AGE_NOTE);
    notes.removed('age');
    expect(notes.get('age')).toBeNull();
    expect(notes.list()).toEqual([]);
  });

  it('keeps the notes of a step left behind while the form changes step, and drops later removals again', () => {
    const notes = new FieldNotes();
    notes.set('age', AGE_NOTE);
    notes.set('partner-age', 'We changed your partner’s age to 16: enter an age from 16 to 100');
    notes.stepChanging();
    notes.removed('age');
    notes.stepShown();
    expect(notes.list()).toEqual([{ fieldId: 'age', message: AGE_NOTE }, expect.objectContaining({ fieldId: 'partner-age' })]);
    notes.removed('partner-age');
    expect(notes.list()).toEqual([{ fieldId: 'age', message: AGE_NOTE }]);
  });

  it('forgets every note on Start again', () => {
    const notes = new FieldNotes();
    notes.set('age', AGE_NOTE);
    notes.clear();
    expect(notes.list()).toEqual([]);
  });
});

describe('FieldNotes.listForSummary: no result from a changed answer the visitor has not seen', () => {
  const MONTHLY = 'Check this amount: is it monthly?';

  it('holds back the first Calculate after a field changed an answer, then lets the next one through', () => {
    const notes = new FieldNotes();
    notes.set('earnings', 'We changed your monthly earnings after tax to £0: enter the amount in numbers only, like 450.50');
    const first = notes.listForSummary();
    expect(first.unseen).toBe(true);
    expect(first.fresh).toEqual(first.items);
    const second = notes.listForSummary();
    expect(second).toEqual({ items: first.items, fresh: [], unseen: false });
  });

  it('holds back again when the field changes another answer, but not for an amount it only asks about', () => {
    const notes = new FieldNotes();
    notes.set('rent', MONTHLY);
    expect(notes.listForSummary()).toMatchObject({ unseen: false, fresh: [{ fieldId: 'rent', message: MONTHLY }] });
    notes.set('age', AGE_NOTE);
    notes.listForSummary();
    // Typed again (the note went), then the same answer changed again: not seen this time.
    notes.set('age', null);
    notes.set('age', AGE_NOTE);
    expect(notes.listForSummary()).toMatchObject({ unseen: true, fresh: [{ fieldId: 'age', message: AGE_NOTE }] });
  });

  it('forgets what was listed on Start again and when the field leaves the page', () => {
    const notes = new FieldNotes();
    notes.set('age', AGE_NOTE);
    notes.listForSummary();
    notes.clear();
    notes.set('age', AGE_NOTE);
    expect(notes.listForSummary().unseen).toBe(true);
    notes.removed('age');
    notes.set('age', AGE_NOTE);
    expect(notes.listForSummary().unseen).toBe(true);
  });

  it('titles the summary "We changed some of your answers" only when one was changed', () => {
    expect(
      notesTitle([
        { fieldId: 'age', message: AGE_NOTE },
        { fieldId: 'rent', message: MONTHLY },
      ]),
    ).toBe('We changed some of your answers');
    expect(notesTitle([{ fieldId: 'rent', message: MONTHLY }])).toBe('Check these answers');
  });
});

/** A NumberField for an age 16 to 100, drawn as the server draws it, inside a calculator holding `notes`. */
const ageField = (notes: FieldNotes) =>
  renderToStaticMarkup(
    <FieldNotesContext.Provider value={notes}>
      <NumberField id="age" label="Your age" min={16} max={100} value={16} onChange={() => {}} />
    </FieldNotesContext.Provider>,
  );

describe('NumberField shown again on its step', () => {
  it('shows the note it had beside itself, tied to the input', () => {
    const notes = new FieldNotes();
    notes.set('age', AGE_NOTE);
    const html = ageField(notes);
    expect(html).toContain(`<p id="age-note" class="mt-1 border-l-4 border-accent-500 pl-2 font-semibold text-slate-900">${AGE_NOTE}</p>`);
    expect(html).toContain('aria-describedby="age-note"');
  });

  it('shows no note when it had none', () => {
    expect(ageField(new FieldNotes())).not.toContain('age-note');
  });

  it('does not bring back "is it monthly?" for an amount now in range', () => {
    const notes = new FieldNotes();
    notes.set('rent', 'Check this amount: is it monthly?');
    const html = renderToStaticMarkup(
      <FieldNotesContext.Provider value={notes}>
        <NumberField id="rent" label="Monthly rent" min={0} plausibleMax={20_000} value={900} onChange={() => {}} />
      </FieldNotesContext.Provider>,
    );
    expect(html).not.toContain('is it monthly?');
  });
});
