/**
 * The PIP calculator's Info tab (docs/product.md §2, §3, §5): the qualifying-period note, how
 * to answer, and the questions about the person: age (16 to 100), how long they have had
 * their condition, the special rules for end of life, where they live, their conditions (kept on
 * the device only) and whether they have a disability. At 66 it asks whether State Pension age has
 * been reached, and from it whether PIP or DLA was paid in the last year (docs/rules.md PIP 5).
 * Age at State Pension age and a condition of under 3 months each get a plain note beside the
 * answer; neither stops the points being worked out.
 */
import { useStore } from '@nanostores/react';
import { INPUT_LIMITS, resolveRates, type RatesTable } from '~/calc/rates';
import type { PipInput } from '~/calc/pip';
import YesNoField from '~/islands/shared/fields/YesNoField';
import NumberField from '~/islands/shared/fields/NumberField';
import RadioGroup from '~/islands/shared/fields/RadioGroup';
import CheckboxField from '~/islands/shared/fields/CheckboxField';
import NationField from '~/islands/shared/fields/NationField';
import { pipInfoMessages, pipOptionMessages } from '~/i18n/en/pip';
import { Rich, linkPart } from '~/i18n/Rich';
import { durationOptions, pipQuestionsShown } from './state';
import { PanelHeading, PanelNav, type PipTabNavigation } from './PipTabNav';

type PersonalInfo = PipInput['personalInfo'];

export interface PipInfoPanelProps {
  info: PersonalInfo;
  /** Change some of the answers. */
  onChange: (changes: Partial<PersonalInfo>) => void;
  /** The conditions box as typed (the answers hold the list read from it). */
  conditionsText: string;
  onConditionsTextChange: (text: string) => void;
  rates: RatesTable;
  nav: PipTabNavigation;
}

export default function InfoTab({ info, onChange, conditionsText, onConditionsTextChange, rates, nav }: PipInfoPanelProps) {
  const t = useStore(pipInfoMessages);
  // The choices' labels follow the page's language (durationOptions reads them).
  useStore(pipOptionMessages);
  const a = resolveRates(rates);
  // docs/rules.md PIP 5: State Pension age is asked at 66; from it, whether PIP or DLA was paid in the year before.
  const shown = pipQuestionsShown(info, a);
  // Adult Disability Payment's special rules for terminal illness are worded as the law words them (SSI 2022/54 reg 26).
  const isScotland = info.location === 'scotland';
  return (
    <div>
      <PanelHeading id="info" nav={nav}>
        {t.heading}
      </PanelHeading>
      <div className="mt-4 rounded-lg border-l-8 border-brand-700 bg-brand-50 p-4" role="note" aria-labelledby="pip-duration-note-title">
        <h3 id="pip-duration-note-title" className="text-lg font-bold text-slate-900">
          {t.noteTitle}
        </h3>
        <p className="mt-1 text-slate-900">{isScotland ? t.noteScotland : t.note}</p>
      </div>
      <p className="mt-4 text-slate-800">{t.howToAnswer}</p>

      <div className="mt-6 space-y-6">
        <NumberField
          id="pip-age"
          label={t.age}
          hint={t.ageRange({ from: INPUT_LIMITS.pip.ageMin, to: INPUT_LIMITS.pip.ageMax })}
          suffix={t.years}
          min={INPUT_LIMITS.pip.ageMin}
          max={INPUT_LIMITS.pip.ageMax}
          fallback={INPUT_LIMITS.pip.ageMin}
          value={info.age}
          onChange={(age) => onChange({ age })}
          widthClass="w-24"
        />
        {shown.statePensionAge && (
          <YesNoField
            id="pip-pension-age"
            legend={t.pensionAge}
            hint={
              <Rich
                text={t.pensionAgeHint}
                parts={{
                  from: a['general.state-pension-age'],
                  to: a['general.state-pension-age.highest'],
                  link: linkPart('https://www.gov.uk/state-pension-age'),
                }}
              />
            }
            value={info.reachedStatePensionAge}
            onChange={(reachedStatePensionAge) => onChange({ reachedStatePensionAge })}
          />
        )}
        {shown.previousAward && (
          <>
            <p className="-mt-3 border-l-4 border-slate-400 pl-3 text-slate-800">{t.pensionAgeNote}</p>
            <YesNoField
              id="pip-previous-award"
              legend={t.previousAward}
              hint={t.previousAwardHint}
              value={info.gotPipOrDlaInLastYear}
              onChange={(gotPipOrDlaInLastYear) => onChange({ gotPipOrDlaInLastYear })}
            />
          </>
        )}
        <NationField id="pip-location" hint={t.locationHint} value={info.location} onChange={(location) => onChange({ location })} />
        <RadioGroup
          id="pip-duration"
          legend={t.duration}
          hint={t.durationHint}
          value={info.conditionDuration}
          onChange={(conditionDuration) => onChange({ conditionDuration })}
          options={durationOptions()}
        />
        {info.conditionDuration === 'less-than-3-months' && !info.isEndOfLife && (
          <p className="-mt-3 border-l-4 border-slate-400 pl-3 text-slate-800">{isScotland ? t.tooShortScotland : t.tooShort}</p>
        )}
        <CheckboxField
          id="pip-end-of-life"
          label={isScotland ? t.endOfLifeScotland : t.endOfLife}
          hint={isScotland ? t.endOfLifeHintScotland : t.endOfLifeHint}
          checked={info.isEndOfLife ?? false}
          onChange={(isEndOfLife) => onChange({ isEndOfLife })}
        />
        <div>
          <label htmlFor="pip-conditions" className="block font-semibold text-slate-900">
            {t.conditions}
          </label>
          <p id="pip-conditions-hint" className="mt-1 text-slate-600">
            {t.conditionsHint}
          </p>
          <textarea
            id="pip-conditions"
            rows={3}
            value={conditionsText}
            aria-describedby="pip-conditions-hint"
            onChange={(e) => onConditionsTextChange(e.target.value)}
            className="mt-1 block min-h-11 w-full max-w-xl rounded-md border-2 border-slate-600 bg-white px-3 py-2 text-base text-slate-900"
          />
        </div>
        <CheckboxField id="pip-has-disability" label={t.hasDisability} checked={info.hasDisability} onChange={(hasDisability) => onChange({ hasDisability })} />
      </div>
      <PanelNav previous={null} next="daily-living" nav={nav} />
    </div>
  );
}
