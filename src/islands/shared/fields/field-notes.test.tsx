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

  /** Notes with these fields on the page, each with its note. */
  const drawn = (fields: Record<string, string>) => {
    const notes = new FieldNotes();
    for (const [id, note] of Object.entries(fields)) {
      notes.shown(id);
      notes.set(id, note);
    }
    return notes;
  };
  const PARTNER_NOTE = 'We changed your partner’s age to 16: enter an age from 16 to 100';
  const EARNINGS_NOTE = 'We changed your monthly earnings after tax to £0: enter the amount in numbers only, like 450.50';

  it('keeps the notes of the step left behind, even when its fields leave the page after the new step is drawn', () => {
    const notes = drawn({ age: AGE_NOTE, 'partner-age': PARTNER_NOTE });
    notes.stepChanging();
    // The new step's code loaded later: React drew it, and ran the form's effects, while it kept
    // the step left behind hidden; that step's fields leave the page only now.
    notes.shown('earnings');
    notes.set('earnings', EARNINGS_NOTE);
    notes.removed('age');
    notes.removed('partner-age');
    expect(notes.list()).toEqual([
      { fieldId: 'age', message: AGE_NOTE },
      { fieldId: 'partner-age', message: PARTNER_NOTE },
      { fieldId: 'earnings', message: EARNINGS_NOTE },
    ]);
    // A field of the new step taken off it (a person removed) takes its note with it.
    notes.removed('earnings');
    expect(notes.list().map((note) => note.fieldId)).toEqual(['age', 'partner-age']);
  });

  it('drops the note of a field taken off its step when the step came back before the next was drawn', () => {
    const notes = drawn({ age: AGE_NOTE });
    notes.stepChanging();
    // Previous pressed while the next step was loading: the hidden step is shown again.
    notes.shown('age');
    notes.removed('age');
    expect(notes.list()).toEqual([]);
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
