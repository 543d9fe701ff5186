import { describe, expect, it, vi } from 'vitest';
import { isValidElement, type ReactElement, type ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import PostcodeField from './PostcodeField';
import CheckboxGroup from './CheckboxGroup';
import HomeFields from './HomeFields';
import NumberField from './NumberField';
import SelectField from './SelectField';
import { AgeField } from './fields';
import labelledOptions from './labelled-options';

type Props = Record<string, unknown> & { children?: ReactNode };

/** Every element in the tree a component returned (components inside are not drawn). */
function elements(node: ReactNode): ReactElement<Props>[] {
  if (Array.isArray(node)) return node.flatMap(elements);
  if (!isValidElement<Props>(node)) return [];
  return [node, ...elements(node.props.children)];
}

/** An input event whose target behaves like a text box with the caret at `caret`. */
function typed(value: string, caret: number) {
  const target = { value, selectionStart: caret, selectionEnd: caret, setSelectionRange: vi.fn() };
  return { target };
}

describe('PostcodeField (docs/product.md §3: upper-cased as typed)', () => {
  const field = (props: Partial<Parameters<typeof PostcodeField>[0]> = {}) =>
    PostcodeField({ id: 'x-postcode', label: 'Postcode', value: '', onChange: () => {}, ...props }) as ReactElement<Props>;
  const input = (el: ReactElement<Props>) => elements(el).find((e) => e.type === 'input')!;

  it('upper-cases what is typed and puts the caret back where it was', () => {
    const onChange = vi.fn();
    const event = typed('m1 1ae', 2);
    (input(field({ onChange })).props.onChange as (e: unknown) => void)(event);
    expect(onChange).toHaveBeenCalledWith('M1 1AE');
    expect(event.target.value).toBe('M1 1AE');
    expect(event.target.setSelectionRange).toHaveBeenCalledWith(2, 2);
  });

  it('Enter runs the lookup instead of submitting the form; other keys type as usual', () => {
    const onEnter = vi.fn();
    const keyDown = input(field({ onEnter })).props.onKeyDown as (e: unknown) => void;
    const enter = { key: 'Enter', preventDefault: vi.fn() };
    keyDown(enter);
    expect(onEnter).toHaveBeenCalledTimes(1);
    expect(enter.preventDefault).toHaveBeenCalled();
    const letter = { key: 'a', preventDefault: vi.fn() };
    keyDown(letter);
    expect(onEnter).toHaveBeenCalledTimes(1);
    expect(letter.preventDefault).not.toHaveBeenCalled();
    expect(input(field()).props.onKeyDown).toBeUndefined();
  });

  it('is a labelled postcode box with its hint and error tied to it', () => {
    const html = renderToStaticMarkup(field({ hint: 'It stays on this device.', error: 'Enter a postcode', value: 'M1' }));
    expect(html).toContain('<label for="x-postcode"');
    expect(html).toContain('autoComplete="postal-code"');
    expect(html).toContain('maxLength="10"');
    expect(html).toContain('spellCheck="false"');
    expect(html).toContain('aria-describedby="x-postcode-hint x-postcode-error"');
    expect(html).toContain('aria-invalid="true"');
    expect(html).toContain('<span class="sr-only">Error: </span>Enter a postcode');
  });

  it('puts a lookup button beside the box and what it found under both', () => {
    const html = renderToStaticMarkup(
      PostcodeField({ id: 'p', label: 'Postcode', value: '', onChange: () => {}, action: <button type="button">Lookup</button>, children: <p>Found</p> }),
    );
    expect(html).toMatch(/<div class="mt-1 flex[^"]*"><input[^>]*\/><button type="button">Lookup<\/button><\/div><p>Found<\/p><\/div>$/);
  });
});

describe('CheckboxGroup', () => {
  it('asks one question in a fieldset: the legend, its hint, a labelled tickbox each', () => {
    const onChange = vi.fn();
    const group = (
      <CheckboxGroup
        legend="Your housing"
        hint="Tick any that apply."
        hintId="h-hint"
        choices={[
          { id: 'a', label: 'Temporary accommodation', checked: true, onChange },
          { id: 'b', label: 'Supported housing', hint: 'Care is provided.', checked: false, onChange },
        ]}
      />
    );
    const html = renderToStaticMarkup(group);
    expect(html).toMatch(/^<fieldset><legend[^>]*>Your housing<\/legend><p id="h-hint"[^>]*>Tick any that apply.<\/p>/);
    expect(html).toMatch(/<input id="a" type="checkbox"[^>]*checked=""/);
    expect(html).toContain('<label for="b"');
    expect(html).toContain('aria-describedby="b-hint"');
  });

  it('can put the tickboxes in a spaced box, and leaves the hint out when there is none', () => {
    const html = renderToStaticMarkup(<CheckboxGroup legend="Tick all" listClassName="mt-2" choices={[{ id: 'c', label: 'C', checked: false, onChange: () => {} }]} />);
    expect(html).toMatch(/^<fieldset><legend[^>]*>Tick all<\/legend><div class="mt-2"><div/);
  });
});

describe('HomeFields', () => {
  const home = (onChange = vi.fn()) =>
    elements(
      HomeFields({
        idPrefix: 'hb',
        types: ['house', 'flat'] as const,
        typeLabels: { house: 'House', flat: 'Flat' },
        propertyType: 'flat',
        bedrooms: 2,
        bedroomsMin: 0,
        bedroomsMax: 10,
        onChange,
      }),
    );

  it('asks the type of home from the calculator’s own list, in its order, and the bedrooms within the limits', () => {
    const [select] = home().filter((e) => e.type === SelectField);
    const [bedrooms] = home().filter((e) => e.type === NumberField);
    expect(select?.props).toMatchObject({
      id: 'hb-property-type',
      label: 'Type of home',
      value: 'flat',
      options: [
        { value: 'house', label: 'House' },
        { value: 'flat', label: 'Flat' },
      ],
    });
    expect(bedrooms?.props).toMatchObject({ id: 'hb-bedrooms', label: 'Number of bedrooms', min: 0, max: 10, fallback: 0, value: 2 });
  });

  it('passes on each answer as a change to the home', () => {
    const onChange = vi.fn();
    const parts = home(onChange);
    (parts.find((e) => e.type === SelectField)!.props.onChange as (v: string) => void)('house');
    (parts.find((e) => e.type === NumberField)!.props.onChange as (v: number) => void)(3);
    expect(onChange.mock.calls).toEqual([[{ propertyType: 'house' }], [{ bedrooms: 3 }]]);
  });
});

describe('labelledOptions', () => {
  it('keeps the order of the values', () => {
    expect(labelledOptions(['b', 'a'], { a: 'A', b: 'B' })).toEqual([
      { value: 'b', label: 'B' },
      { value: 'a', label: 'A' },
    ]);
  });
});

describe('AgeField', () => {
  it('asks an age in whole years: "years" after the box, and an empty box becomes the youngest age allowed', () => {
    const onChange = vi.fn();
    const field = AgeField({ id: 'x-age', label: 'Your age', min: 16, max: 100, value: 30, onChange }) as ReactElement<Props>;
    expect(field.type).toBe(NumberField);
    expect(field.props).toMatchObject({ id: 'x-age', label: 'Your age', suffix: 'years', min: 16, max: 100, fallback: 16, widthClass: 'w-24', value: 30, onChange });
  });

  it('takes a narrower box when asked', () => {
    const field = AgeField({ id: 'c-age', label: 'Child 1', min: 0, widthClass: 'w-20', value: 5, onChange: () => {} }) as ReactElement<Props>;
    expect(field.props).toMatchObject({ min: 0, fallback: 0, widthClass: 'w-20' });
  });
});
