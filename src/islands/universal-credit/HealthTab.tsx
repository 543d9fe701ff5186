/**
 * The Health & Care tab of the Universal Credit calculator (docs/product.md §2, §3): what a Work
 * Capability Assessment found (LCW, LCWRA, with the questions each brings), caring, and
 * whether anyone at home gets a disability benefit (the benefit cap).
 */
import CheckboxField from '~/islands/shared/fields/CheckboxField';
import YesNoField from '~/islands/shared/fields/YesNoField';
import { resolveRates } from '~/calc/rates';
import { hasLcwraProtection, isCarer, isSamePersonAsked, withCarer } from './state';
import { fieldSetter, type TabProps } from './tab-fields';

/** What a Work Capability Assessment found: each a tickbox. */
type Finding = 'hasLimitedCapabilityWork' | 'hasLimitedCapabilityWorkRelated';
/** The yes/no questions, unanswered until answered. */
type YesNoAnswer = 'claimBeforeApril2017' | 'lcwraProtected' | 'getsDisabilityBenefit' | 'careForSamePerson';

export default function HealthTab({ form, update, rates }: TabProps) {
  const set = fieldSetter(update);
  const health = form.input.healthAndCare;
  const carerHours = resolveRates(rates)['universal-credit.carer-element.min-hours'];
  const tick = (key: Finding) => ({ checked: health[key], onChange: (v: boolean) => set('healthAndCare', key, v) });
  const yesNo = (key: YesNoAnswer) => ({ value: health[key], onChange: (v: boolean) => set('healthAndCare', key, v) });
  // For a couple the law looks at either partner (UC Regs regs 27-29: one LCW or LCWRA element if
  // either has it; a carer element for a partner who cares), so the questions ask about both.
  const isCouple = form.input.personalDetails.relationshipStatus === 'couple';
  const who = isCouple ? 'You or your partner have' : 'I have';

  return (
    <div className="space-y-5">
      <p className="text-slate-700">
        Tick what a Work Capability Assessment has found, or what you expect it to find.{' '}
        <a href="/guides/lcw-lcwra" className="link">
          What LCW and LCWRA mean
        </a>
      </p>
      <CheckboxField
        id="uc-lcw"
        label={`${who} limited capability for work (LCW)`}
        hint={isCouple ? 'Health limits the work one of you can do.' : 'Your health limits the work you can do.'}
        {...tick('hasLimitedCapabilityWork')}
      />
      {health.hasLimitedCapabilityWork && !health.hasLimitedCapabilityWorkRelated && (
        <YesNoField
          id="uc-claim-before-2017"
          legend="Did you claim Universal Credit before 3 April 2017?"
          hint="The LCW element is only paid on claims made before then. You still keep part of your earnings before Universal Credit goes down."
          {...yesNo('claimBeforeApril2017')}
        />
      )}
      <CheckboxField
        id="uc-lcwra"
        label={`${who} limited capability for work and work-related activity (LCWRA)`}
        hint={`${isCouple ? 'One of you cannot' : 'You cannot'} work or prepare for work. You get this element instead of LCW, never both.`}
        {...tick('hasLimitedCapabilityWorkRelated')}
      />
      {health.hasLimitedCapabilityWorkRelated && hasLcwraProtection(rates) && (
        <YesNoField
          id="uc-lcwra-protected"
          legend={`Did ${isCouple ? 'you or your partner' : 'you'} have LCWRA, or tell the DWP about ${isCouple ? 'the' : 'your'} health condition, before 6 April 2026?`}
          hint="Say yes too if you meet the severe conditions criteria or are terminally ill. New awards from 6 April 2026 are paid at a lower amount."
          {...yesNo('lcwraProtected')}
        />
      )}
      {/* Carer's Allowance meets the carer element's condition (docs/rules.md UC 6): the hours are asked only of someone who does not get it. */}
      {([false, ...(isCouple ? [true] : [])] as const).map((isPartner) =>
        (isPartner ? form.input.incomeDetails.partnerGetsCarersAllowance : form.input.incomeDetails.getsCarersAllowance) ? (
          <p key={String(isPartner)} id={isPartner ? 'uc-partner-carer-note' : 'uc-carer-note'} className="text-slate-700">
            {isPartner ? 'Your partner gets' : 'You get'} Carer’s Allowance or Carer Support Payment (your answer on the Income tab), so {isPartner ? 'they get' : 'you get'} the
            carer element: no need to say the hours.
          </p>
        ) : (
          <CheckboxField
            key={String(isPartner)}
            id={isPartner ? 'uc-partner-carer' : 'uc-carer'}
            label={`${isPartner ? 'My partner cares' : 'I care'} for someone for ${carerHours} hours a week or more`}
            hint="Someone who is disabled or has a long-term health condition. You may get the carer element."
            checked={isCarer(form.input, rates, isPartner)}
            onChange={(v) => set('healthAndCare', 'isCarerFor', withCarer(form.input, isPartner, v, rates))}
          />
        ),
      )}
      {isSamePersonAsked(form.input, rates) && (
        <YesNoField
          id="uc-care-same-person"
          legend="Do you and your partner care for the same person?"
          hint="If you each care for a different person, you each get the carer element."
          {...yesNo('careForSamePerson')}
        />
      )}
      {/* A child marked disabled on the Personal tab already lifts the cap (docs/rules.md UC 12): never asked twice. */}
      {!form.input.personalDetails.children.some((c) => c.hasDisability) && (
        <YesNoField
          id="uc-disability-benefit"
          legend="Does anyone in your home get PIP, DLA, Adult Disability Payment, Attendance Allowance or Pension Age Disability Payment?"
          hint="Including your partner and children, and a war pension or Child Disability Payment. If so, the benefit cap does not apply."
          {...yesNo('getsDisabilityBenefit')}
        />
      )}
    </div>
  );
}
