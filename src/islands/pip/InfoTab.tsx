/**
 * The PIP calculator's Info tab (docs/product.md §2, §3, §5): the qualifying-period note, how
 * to answer, and the questions about the person: age (16 to 100), how long they have had
 * their condition, where they live, their conditions (kept on the device only) and whether
 * they have a disability. Age at State Pension age and a condition of under 3 months each
 * get a plain note beside the answer; neither stops the points being worked out.
 */
import { INPUT_LIMITS, resolveRates, type RatesTable } from '~/calc/rates';
import type { PipInput } from '~/calc/pip';
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
  const isPensionAge = info.age >= resolveRates(rates)['general.state-pension-age'];
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
          To get PIP your condition must have lasted 3 months and be expected to last at least 9 more months (6 months if you are terminally ill). If you are terminally ill, say so
          when you call: special rules make the claim faster.
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
        {isPensionAge && (
          <p className="-mt-3 border-l-4 border-slate-400 pl-3 text-slate-800">
            From State Pension age you usually cannot start a new PIP claim. Attendance Allowance (Pension Age Disability Payment in Scotland) may help instead.
          </p>
        )}
        <RadioGroup
          id="pip-duration"
          legend="How long have you had your condition?"
          hint="If you have more than one, think of the one that affects you most."
          value={info.conditionDuration}
          onChange={(conditionDuration) => onChange({ conditionDuration })}
          options={DURATION_OPTIONS}
        />
        {info.conditionDuration === 'less-than-3-months' && (
          <p className="-mt-3 border-l-4 border-slate-400 pl-3 text-slate-800">
            You cannot get PIP until your condition has lasted 3 months, but you can still work out your points now.
          </p>
        )}
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
