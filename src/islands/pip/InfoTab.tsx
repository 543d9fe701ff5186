/**
 * The PIP calculator's Info tab (docs/product.md §2, §3, §5): the qualifying-period note, how
 * to answer, and the questions about the person: age (16 to 100), how long they have had
 * their condition, the special rules for end of life, where they live, their conditions (kept on
 * the device only) and whether they have a disability. At 66 it asks whether State Pension age has
 * been reached, and from it whether PIP or DLA was paid in the last year (docs/rules.md PIP 5).
 * Age at State Pension age and a condition of under 3 months each get a plain note beside the
 * answer; neither stops the points being worked out.
 */
import { INPUT_LIMITS, resolveRates, type RatesTable } from '~/calc/rates';
import { pipReachedStatePensionAge, type PipInput } from '~/calc/pip';
import { isStatePensionAgeAsked } from '~/calc/pension-age';
import YesNoField from '~/islands/shared/fields/YesNoField';
import NumberField from '~/islands/shared/fields/NumberField';
import RadioGroup from '~/islands/shared/fields/RadioGroup';
import CheckboxField from '~/islands/shared/fields/CheckboxField';
import { DURATION_OPTIONS, LOCATION_OPTIONS } from './state';
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
  const a = resolveRates(rates);
  // docs/rules.md PIP 5: State Pension age is asked at 66; from it, whether PIP or DLA was paid in the year before.
  const isAsked = isStatePensionAgeAsked(info.age, a);
  const isPensionAge = pipReachedStatePensionAge(info.age, info.reachedStatePensionAge, a);
  return (
    <div>
      <PanelHeading id="info" nav={nav}>
        About you and your condition
      </PanelHeading>
      <div className="mt-4 rounded-lg border-l-8 border-brand-700 bg-brand-50 p-4" role="note" aria-labelledby="pip-duration-note-title">
        <h3 id="pip-duration-note-title" className="text-lg font-bold text-slate-900">
          Important Note
        </h3>
        <p className="mt-1 text-slate-900">
          To get PIP your condition must have lasted 3 months and be expected to last at least 9 more months. If a doctor or nurse has said you may have 12 months or less to live,
          there is no waiting time: under the special rules for end of life the claim is faster and pays the enhanced daily living rate.
        </p>
      </div>
      <p className="mt-4 text-slate-800">
        This calculator works out the points the DWP would give for the answers you choose. Answer for how you manage on most days, and think about whether you can do each activity
        safely, to an acceptable standard, as often as you need to and in a reasonable time. If not, choose the statement that describes the help you need.
      </p>

      <div className="mt-6 space-y-6">
        <NumberField
          id="pip-age"
          label="Your age"
          hint={`From ${INPUT_LIMITS.pip.ageMin} to ${INPUT_LIMITS.pip.ageMax}`}
          suffix="years"
          min={INPUT_LIMITS.pip.ageMin}
          max={INPUT_LIMITS.pip.ageMax}
          fallback={INPUT_LIMITS.pip.ageMin}
          value={info.age}
          onChange={(age) => onChange({ age })}
          widthClass="w-24"
        />
        {isAsked && (
          <YesNoField
            id="pip-pension-age"
            legend="Have you reached State Pension age?"
            hint={
              <>
                State Pension age is rising from {a['general.state-pension-age']} to {a['general.state-pension-age.highest']}: if you were born on or after 6 April 1960, it comes
                some months after your {a['general.state-pension-age']}th birthday.{' '}
                <a className="link" href="https://www.gov.uk/state-pension-age">
                  Check your State Pension age on GOV.UK
                </a>
                .
              </>
            }
            value={info.reachedStatePensionAge}
            onChange={(reachedStatePensionAge) => onChange({ reachedStatePensionAge })}
          />
        )}
        {isPensionAge && (
          <>
            <p className="-mt-3 border-l-4 border-slate-400 pl-3 text-slate-800">
              From State Pension age you usually cannot start a new PIP claim. Attendance Allowance (Pension Age Disability Payment in Scotland) may help instead.
            </p>
            <YesNoField
              id="pip-previous-award"
              legend="Have you been paid PIP or Disability Living Allowance (DLA) at any time in the last 12 months?"
              hint="If you have, you can still make a new PIP claim. If not, the result shows Attendance Allowance instead."
              value={info.gotPipOrDlaInLastYear}
              onChange={(gotPipOrDlaInLastYear) => onChange({ gotPipOrDlaInLastYear })}
            />
          </>
        )}
        <RadioGroup
          id="pip-duration"
          legend="How long have you had your condition?"
          hint="If you have more than one, think of the one that affects you most."
          value={info.conditionDuration}
          onChange={(conditionDuration) => onChange({ conditionDuration })}
          options={DURATION_OPTIONS}
        />
        {info.conditionDuration === 'less-than-3-months' && !info.isEndOfLife && (
          <p className="-mt-3 border-l-4 border-slate-400 pl-3 text-slate-800">
            You cannot get PIP until your condition has lasted 3 months, but you can still work out your points now.
          </p>
        )}
        <CheckboxField
          id="pip-end-of-life"
          label="A doctor or nurse has said I may have 12 months or less to live"
          hint="The special rules for end of life: no waiting time, and the enhanced daily living rate whatever your points."
          checked={info.isEndOfLife ?? false}
          onChange={(isEndOfLife) => onChange({ isEndOfLife })}
        />
        <RadioGroup
          id="pip-location"
          legend="Where do you live?"
          hint="In Scotland new claims are for Adult Disability Payment, which uses the same points and rates."
          value={info.location ?? 'england'}
          onChange={(location) => onChange({ location })}
          options={LOCATION_OPTIONS}
        />
        <div>
          <label htmlFor="pip-conditions" className="block font-semibold text-slate-900">
            Your conditions (optional)
          </label>
          <p id="pip-conditions-hint" className="mt-1 text-slate-600">
            One per line, or separated by commas. This stays on your device and does not change the points.
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
        <CheckboxField
          id="pip-has-disability"
          label="I have a disability or long-term health condition"
          checked={info.hasDisability}
          onChange={(hasDisability) => onChange({ hasDisability })}
        />
      </div>
      <PanelNav previous={null} next="daily-living" nav={nav} />
    </div>
  );
}
