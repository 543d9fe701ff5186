import { describe, expect, it } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import NumberField from './NumberField';
import { FieldNotes, FieldNotesContext } from './field-notes';

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
