/**
 * The printout's "Your answers" (README "The printout and the link with your answers"), every
 * calculator at 390 px, one household each: the questions a person sees on every step and tab of
 * the form, in their words (the words only screen readers hear left out) and order, under the
 * heading of the person or group they belong to, with the answer on screen, are exactly the
 * rows of the printed table, and axe finds nothing in the printed view. The households touch the
 * questions new users found missing or wrongly printed: Pension Credit's Carer's Allowance and the
 * carer paid for them; Housing Benefit's before-2021 question and the care benefits, never whether a
 * non-dependant pays towards the rent; Council Tax Support's Universal Credit, before-2021, an
 * adult's qualifying benefit and guarantee credit, never a single person's partner's age; and
 * Universal Credit prints the bedrooms its estimate allowed (3), not a saved 1 no question asks.
 * Their figures are not checked here: the engines' cases and each calculator's spec do that.
 */
import type { Page } from '@playwright/test';
import { test, expect, expectNoAxeViolations, openIsland, PAGE_ONLY, PHONE } from './fixtures';
import { CALCULATORS, type CalculatorRow } from './calculators';

/** A question as a person reads it: its group's heading (a person, a group of tickboxes), its words and its answer. */
type Row = [heading: string | null, question: string, answer: string];
/** A question shown, with where it stands in the document. */
type Shown = { at: number; row: Row };

const tab = (page: Page, name: string) => page.getByRole('tab', { name, exact: true });
const group = (page: Page, name: string | RegExp) => page.getByRole('group', { name });
const yesNo = (page: Page, legend: string | RegExp, answer: 'Yes' | 'No') => group(page, legend).getByRole('radio', { name: answer, exact: true }).check();

/**
 * The questions visible now under `root`, as a person reads them: a radio group's legend, a date's
 * legend, and every other control's label, without the words only screen readers hear; the
 * heading is the legend of the fieldset around the question (a person of a list, a group of
 * tickboxes). The answer is what the form shows: the radio ticked, Yes or No for a tickbox, the
 * option chosen, the amount with its £ and pence and the words after the box, the date written out,
 * or what was typed.
 */
function shownQuestions(page: Page, root: string): Promise<Shown[]> {
  return page.evaluate((rootSelector) => {
    const everything = Array.from(document.querySelectorAll('*'));
    const words = (el: Element | null) => {
      if (!el) return '';
      const copy = el.cloneNode(true) as Element;
      copy.querySelectorAll('.sr-only').forEach((hidden) => hidden.remove());
      return (copy.textContent ?? '').replace(/\s+/g, ' ').trim();
    };
    const label = (control: Element) => words(document.querySelector(`label[for="${CSS.escape(control.id)}"]`));
    const legend = (fieldset: Element) => words(fieldset.querySelector(':scope > legend'));
    const heading = (question: Element) => {
      const around = question.parentElement?.closest('fieldset');
      return around ? legend(around) : null;
    };
    const notAnswered = 'Not answered';
    const notGiven = 'Not given';
    const shown: { at: number; row: [string | null, string, string] }[] = [];
    const done = new Set<Element>();
    const add = (question: Element, text: string, answer: string) => {
      if (done.has(question)) return;
      done.add(question);
      shown.push({ at: everything.indexOf(question), row: [heading(question), text, answer] });
    };
    for (const control of document.querySelector(rootSelector)?.querySelectorAll('input, select, textarea') ?? []) {
      // The tax year has a line of its own on the printout.
      if (control.id.endsWith('tax-year') || !control.checkVisibility()) continue;
      const input = control as HTMLInputElement;
      const fieldset = control.closest('fieldset');
      if (input.type === 'radio' && fieldset) {
        const ticked = fieldset.querySelector<HTMLInputElement>('input[type="radio"]:checked');
        add(fieldset, legend(fieldset), ticked ? label(ticked) : notAnswered);
      } else if (/-(day|month|year)$/.test(control.id) && fieldset) {
        const part = (name: string) => Number(fieldset.querySelector<HTMLInputElement>(`input[id$="-${name}"]`)?.value);
        const [day, month, year] = [part('day'), part('month'), part('year')];
        const date = year ? new Date(Date.UTC(year, month - 1, day)).toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }) : notGiven;
        add(fieldset, legend(fieldset), date);
      } else if (input.type === 'checkbox') add(control, label(control), input.checked ? 'Yes' : 'No');
      else if (control instanceof HTMLSelectElement) add(control, label(control), control.selectedOptions[0]?.textContent?.trim() ?? notAnswered);
      else {
        const typed = input.value.trim();
        const isMoney = input.previousElementSibling?.textContent?.trim() === '£';
        const after = words(document.getElementById(`${control.id}-suffix`));
        const amount = (pounds: number) => `£${pounds.toLocaleString('en-GB', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}${after ? ` ${after}` : ''}`;
        add(control, label(control), typed === '' ? notGiven : isMoney ? amount(Number(typed.replace(/,/g, ''))) : typed);
      }
    }
    return shown;
  }, root);
}

/** The questions of one part of a form (a step, or every tab of a tabbed form), going through `views` in turn, in document order. */
async function questionsOf(page: Page, root: string, views: Array<() => Promise<unknown>>): Promise<Row[]> {
  const all = new Map<number, Row>();
  for (const view of views) {
    await view();
    await expect(page.getByText(/^Loading the questions/)).toHaveCount(0);
    for (const { at, row } of await shownQuestions(page, root)) all.set(at, row);
  }
  return [...all.entries()].sort(([a], [b]) => a - b).map(([, row]) => row);
}

/** Each tab of a tabbed calculator, in order. */
const tabs = (page: Page, names: string[]) => names.map((name) => () => tab(page, name).click());

/** The printed "Your answers" table: each row under its group's heading. */
function printedRows(page: Page, table: string): Promise<Row[]> {
  return page.evaluate((selector) => {
    const rows: [string | null, string, string][] = [];
    for (const body of document.querySelectorAll(`${selector} tbody`)) {
      const heading = body.querySelector('th[scope="rowgroup"]')?.textContent?.trim() ?? null;
      for (const tr of body.querySelectorAll('tr'))
        if (tr.querySelector('th[scope="row"]')) rows.push([heading, tr.querySelector('th')?.textContent?.trim() ?? '', tr.querySelector('td')?.textContent?.trim() ?? '']);
    }
    return rows;
  }, table);
}

interface Household {
  calculator: CalculatorRow;
  /** Fill the household into the empty form, a phone's width. */
  fill: (page: Page) => Promise<void>;
  /** Every question of the form as a person sees it, step by step and tab by tab. */
  questions: (page: Page) => Promise<Row[]>;
  /** Rows the household must print (the questions new users found missing). */
  printed: Row[];
  /** Questions it must not print. */
  notPrinted?: string[];
  /** What the calculation worked out from the answers that no question asks, as printed. */
  worked?: Array<[string, string]>;
}

const row = (id: CalculatorRow['id']) => CALCULATORS.find((c) => c.id === id)!;

const HOUSEHOLDS: Household[] = [
  {
    // A couple renting privately in Lothian with a boy of 12 and a girl of 11: three bedrooms (UC Regs Sch 4 paras 9-10).
    calculator: row('universal-credit'),
    fill: async (page) => {
      await page.getByLabel('Your age').fill('30');
      await page.getByLabel('Couple', { exact: true }).check();
      await page.getByLabel("Your partner's age").fill('31');
      await page.getByLabel('Where do you live?').selectOption({ label: 'Scotland' });
      const children = [
        [1, '12', 'Boy'],
        [2, '11', 'Girl'],
      ] as const;
      for (const [n, age] of children) {
        await page.getByRole('button', { name: 'Add a child' }).click();
        await page.getByLabel(`Age (child ${n})`).fill(age);
      }
      // Asked once there are two children who could share.
      for (const [n, , sex] of children) await group(page, `Is this child a boy or a girl? (child ${n})`).getByLabel(sex, { exact: true }).check();
      await tab(page, 'Income').click();
      await page.getByLabel('Your monthly earnings after tax').fill('1200');
      await yesNo(page, 'Are you self-employed?', 'No');
      await yesNo(page, 'Is your partner self-employed?', 'No');
      await yesNo(page, 'Do you get Child Benefit for your children?', 'Yes');
      await tab(page, 'Housing').click();
      await page.getByLabel('Monthly rent').fill('1000');
      await page.getByLabel('Postcode of the home you rent').fill('EH1 1AA');
      await page.getByRole('button', { name: /^Lookup/ }).click();
      await expect(page.getByText(/^LHA rates for /)).toBeVisible();
      await yesNo(page, 'Do you and your partner need separate bedrooms because of a disability?', 'No');
      await yesNo(page, 'Are you an approved foster carer, or has a child been placed with you for adoption?', 'No');
    },
    questions: (page) => questionsOf(page, '#uc-form', tabs(page, ['Personal', 'Income', 'Housing', 'Health & Care'])),
    printed: [
      ['Child 2', 'Is this child a boy or a girl?', 'Girl'],
      [null, 'Monthly rent', '£1,000.00'],
      ["Your area's Local Housing Allowance", 'Postcode of the home you rent', 'EH1 1AA'],
    ],
    worked: [['Bedrooms allowed for your household', '3']],
  },
  {
    // A single pensioner of 70 on a care benefit, with a son of 30 who pays towards the rent.
    calculator: row('housing-benefit'),
    fill: async (page) => {
      await page.getByLabel('Your age').fill('70');
      await yesNo(page, /^Do you or your partner get Attendance Allowance/, 'Yes');
      await expect(page.getByLabel(/^You get Attendance Allowance \(Pension Age Disability Payment\)/)).toBeVisible();
      await page.getByRole('button', { name: 'Add a person' }).click();
      await page.getByLabel('Age of person 1').fill('30');
      await page.getByLabel('Their income before tax (person 1)').fill('200');
      await tab(page, 'Property').click();
      await page.getByLabel('Postcode of the home you rent').fill('DD1 1AA');
      await page.getByRole('textbox', { name: /^Your rent/ }).fill('150');
      await yesNo(page, 'Are you an approved foster carer, or has a child been placed with you for adoption?', 'No');
      await tab(page, 'Income').click();
      await page.getByLabel('Pension income').fill('180');
      await yesNo(page, 'Do you get Pension Credit (guarantee credit)?', 'No');
    },
    questions: (page) => questionsOf(page, 'form:has(#hb-age)', tabs(page, ['Personal', 'Property', 'Income'])),
    printed: [
      [null, 'Did you reach State Pension age before April 2021?', 'No'],
      [
        null,
        'Do you or your partner get Attendance Allowance (Pension Age Disability Payment in Scotland), the care part of Disability Living Allowance, or the daily living part of PIP (Adult Disability Payment in Scotland), or are either of you registered blind?',
        'Yes',
      ],
      ['Person 1', 'Their income before tax', '£200.00 a week'],
    ],
    notPrinted: ['pays towards the rent'],
  },
  {
    // A single pensioner of 70 on guarantee credit and a care benefit, with a grown-up son of 40 on a qualifying benefit.
    calculator: row('council-tax-support'),
    fill: async (page) => {
      const next = () => page.getByRole('button', { name: 'Next', exact: true }).click();
      await page.getByLabel('Your council tax for the year').fill('1500');
      await next();
      await page.getByLabel('Your age').fill('70');
      await page.getByRole('button', { name: 'Add an adult' }).click();
      await page.getByLabel('Age (adult 1)').fill('40');
      await page.getByLabel(/^Gets Pension Credit, income support/).check();
      await next();
      await page.getByLabel('Pensions').fill('200');
      await page.getByLabel('You get the guarantee part of Pension Credit').check();
      await next();
      await page.getByLabel(/^You get Attendance Allowance, the care part/).check();
      await page.getByLabel(/^You get Attendance Allowance, the middle or highest rate/).check();
    },
    questions: async (page) => {
      const heading = page.locator('#cts-step-heading');
      while ((await heading.textContent()) !== 'Property & Location') await page.getByRole('button', { name: 'Previous', exact: true }).click();
      const rows: Row[] = [];
      for (const step of ['Property & Location', 'Household Details', 'Income & Benefits', 'Special Circumstances']) {
        await expect(heading).toHaveText(step);
        const partner = tab(page, "Partner's Income");
        const inner = step === 'Income & Benefits' ? [async () => undefined, async () => (await partner.isEnabled()) && partner.click()] : [async () => undefined];
        rows.push(...(await questionsOf(page, 'form[aria-labelledby="cts-step-heading"]', inner)));
        if (step !== 'Special Circumstances') await page.getByRole('button', { name: 'Next', exact: true }).click();
      }
      return rows;
    },
    printed: [
      [null, 'Do you get Universal Credit?', 'No'],
      [null, 'Did you reach State Pension age before April 2021?', 'No'],
      ['Adult 1', 'Gets Pension Credit, income support, income-based Jobseeker’s Allowance or income-related Employment and Support Allowance', 'Yes'],
      [null, 'You get the guarantee part of Pension Credit', 'Yes'],
    ],
    notPrinted: ['Your partner’s age'],
  },
  {
    // A single person of 70 on Attendance Allowance, with a carer paid Carer's Allowance, who is paid it too; an owner with ground rent.
    calculator: row('pension-credit'),
    fill: async (page) => {
      await page.getByLabel('Your age').fill('70');
      await yesNo(page, /^Do you get Attendance Allowance/, 'Yes');
      await yesNo(page, 'Does someone get Carer’s Allowance for looking after you?', 'Yes');
      await group(page, 'Do you get Carer’s Allowance?').getByLabel('Yes, I am paid it').check();
      await tab(page, 'Money').click();
      await page.getByLabel('Your State Pension').fill('169.50');
      await tab(page, 'Home').click();
      await page.getByLabel('I own it').check();
      await page.getByLabel('Ground rent and service charges').fill('10');
    },
    questions: (page) => questionsOf(page, 'form:has(#pc-claimant-age)', tabs(page, ['You and your partner', 'Money', 'Home'])),
    printed: [
      [null, 'Does someone get Carer’s Allowance for looking after you?', 'Yes'],
      [null, 'Do you get Carer’s Allowance?', 'Yes, I am paid it'],
      [null, 'Your State Pension', '£169.50 a week'],
    ],
    notPrinted: ['The other adult’s income from work', 'Your partner’s age'],
  },
  {
    // Arthritis; cannot prepare and cook food.
    calculator: row('pip'),
    fill: async (page) => {
      await page.getByLabel('Your conditions (optional)').fill('Arthritis');
      await row('pip').fill(page);
    },
    questions: async (page) => {
      const info = await questionsOf(page, '#pip-panel-info', [() => tab(page, 'Info').click()]);
      const activities: Row[] = [];
      for (const name of ['Daily Living', 'Mobility']) {
        await tab(page, name).click();
        const panel = page.locator('[role="tabpanel"]:visible');
        const title = (await panel.getByRole('heading', { level: 2 }).textContent())?.trim() ?? '';
        for (const activity of await panel.locator('h3 > button[aria-expanded]').all()) {
          const heading = (await activity.locator('span.font-bold').textContent())?.replace(/^\d+\.\s*/, '').trim() ?? '';
          const chosen = page.locator(`#${await activity.getAttribute('aria-controls')} input[type="radio"]:checked + span`);
          activities.push([title, heading, (await chosen.count()) ? ((await chosen.textContent())?.trim() ?? '') : 'Not answered']);
        }
      }
      return [...info, ...activities];
    },
    printed: [
      [null, 'Your conditions (optional)', 'Arthritis'],
      ['Daily living activities', 'Preparing food', 'Cannot prepare and cook food.'],
      ['Mobility activities', 'Moving around', 'Not answered'],
    ],
  },
];

test.describe('the printout’s answers are the questions the form shows, at 390 px', () => {
  for (const household of HOUSEHOLDS) {
    const { calculator } = household;
    test(calculator.name, async ({ page }) => {
      await page.setViewportSize(PHONE);
      await openIsland(page, calculator.route, calculator.island);
      await household.fill(page);
      const shown = await household.questions(page);
      await calculator.calculate(page);

      await page.emulateMedia({ media: 'print' });
      const answers = page.getByRole('table', { name: 'Your answers', exact: true });
      await expect(answers).toBeVisible();
      await expect.poll(() => printedRows(page, '[data-printed-answers]')).toEqual(shown);
      for (const expected of household.printed) expect(shown).toContainEqual(expected);
      for (const words of household.notPrinted ?? []) await expect(answers).not.toContainText(words);
      const worked = page.getByRole('table', { name: 'Worked out from your answers' });
      if (household.worked) {
        for (const [what, used] of household.worked) await expect(worked.getByRole('row', { name: `${what} ${used}`, exact: true })).toBeVisible();
      } else await expect(worked).toHaveCount(0);
      await expectNoAxeViolations(page, PAGE_ONLY);
    });
  }
});
