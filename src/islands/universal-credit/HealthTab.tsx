/**
 * The Health & Care tab of the Universal Credit calculator (docs/product.md §2, §3): what a Work
 * Capability Assessment found (LCW, LCWRA, with the questions each brings), caring, and
 * whether anyone at home gets a disability benefit (the benefit cap).
 */
import { useStore } from '@nanostores/react';
import CheckboxField from '~/islands/shared/fields/CheckboxField';
import YesNoField from '~/islands/shared/fields/YesNoField';
import NumberField from '~/islands/shared/fields/NumberField';
import { INPUT_LIMITS, resolveRates } from '~/calc/rates';
import { formatMoneyWithPence, penceIfPaid } from '~/calc/money';
import { isCarer, onCarersBenefit, withCarer } from './state';
import { ucHealthMessages, ucIncomeMessages } from '~/i18n/en/universal-credit-tabs';
import { fieldSetter, type TabProps } from './tab-fields';
import { sitePath } from '~/i18n/language';

/** What a Work Capability Assessment found: each a tickbox. */
type Finding = 'hasLimitedCapabilityWork' | 'hasLimitedCapabilityWorkRelated';
/** The yes/no questions, unanswered until answered. */
type YesNoAnswer = 'claimBeforeApril2017' | 'lcwraProtected' | 'getsDisabilityBenefit' | 'careForSamePerson';

export default function HealthTab({ form, update, rates, shown }: TabProps) {
  const t = useStore(ucHealthMessages);
  const { capIfSo } = useStore(ucIncomeMessages);
  const set = fieldSetter(update);
  const health = form.input.healthAndCare;
  const a = resolveRates(rates);
  const carerHours = a['universal-credit.carer-element.min-hours'];
  const tick = (key: Finding) => ({ checked: health[key], onChange: (v: boolean) => set('healthAndCare', key, v) });
  const yesNo = (key: YesNoAnswer) => ({ value: health[key], onChange: (v: boolean) => set('healthAndCare', key, v) });
  // For a couple the law looks at either partner (UC Regs regs 27-29: one LCW or LCWRA element if
  // either has it; a carer element for a partner who cares), so the questions ask about both.
  const isCouple = form.input.personalDetails.relationshipStatus === 'couple';
  // Carer Support Payment replaced Carer's Allowance in Scotland (docs/rules.md "Scotland" 1).
  const isScotland = form.input.personalDetails.location === 'scotland';

  return (
    <div className="space-y-5">
      <p className="text-slate-700">
        {t.intro}{' '}
        <a href={sitePath('/guides/lcw-lcwra')} className="link">
          {t.guide}
        </a>
      </p>
      <CheckboxField id="uc-lcw" label={isCouple ? t.lcwCouple : t.lcw} hint={isCouple ? t.lcwHintCouple : t.lcwHint} {...tick('hasLimitedCapabilityWork')} />
      {shown.claimBefore2017 && <YesNoField id="uc-claim-before-2017" legend={t.claimBefore2017} hint={t.claimBefore2017Hint} {...yesNo('claimBeforeApril2017')} />}
      <CheckboxField
        id="uc-lcwra"
        label={isCouple ? t.lcwraCouple : t.lcwra}
        hint={`${isCouple ? t.lcwraHintCouple : t.lcwraHint} ${t.lcwraInstead}`}
        {...tick('hasLimitedCapabilityWorkRelated')}
      />
      {shown.lcwraProtected && (
        <YesNoField id="uc-lcwra-protected" legend={isCouple ? t.lcwraProtectedCouple : t.lcwraProtected} hint={t.lcwraProtectedHint} {...yesNo('lcwraProtected')} />
      )}
      {/* Carer's Allowance meets the carer element's condition (docs/rules.md UC 6): the hours are asked only of someone who does not get it. */}
      {([false, ...(isCouple ? [true] : [])] as const).map((isPartner) =>
        !(isPartner ? shown.partnerCarerHours : shown.carerHours) ? (
          <p key={String(isPartner)} id={isPartner ? 'uc-partner-carer-note' : 'uc-carer-note'} className="text-slate-700">
            {isPartner ? (isScotland ? t.partnerCarerNoteScotland : t.partnerCarerNote) : isScotland ? t.carerNoteScotland : t.carerNote}
          </p>
        ) : (
          <CheckboxField
            key={String(isPartner)}
            id={isPartner ? 'uc-partner-carer' : 'uc-carer'}
            label={(isPartner ? t.partnerCarer : t.carer)({ hours: carerHours })}
            hint={t.carerHint}
            checked={isCarer(form.input, rates, isPartner)}
            onChange={(v) => set('healthAndCare', 'isCarerFor', withCarer(form.input, isPartner, v, rates))}
          />
        ),
      )}
      {shown.careForSamePerson && <YesNoField id="uc-care-same-person" legend={t.samePerson} hint={t.samePersonHint} {...yesNo('careForSamePerson')} />}
      {/* In Scotland, a carer on Carer Support Payment: the Carer Additional Person Payment for each further person (docs/rules.md "Scotland" 1). */}
      {shown.furtherPeopleCared && (
        <NumberField
          id="uc-further-people-cared"
          label={furtherPeopleLabel(t, form.input)}
          hint={t.furtherPeopleHint({ amount: formatMoneyWithPence(penceIfPaid(a, 'scotland.carer-additional-person-payment') ?? 0) })}
          noteName={t.furtherPeopleNote}
          suffix={t.people}
          min={0}
          max={INPUT_LIMITS.universalCredit.furtherPeopleCaredMax}
          widthClass="w-20"
          fallback={0}
          value={health.furtherPeopleCared ?? 0}
          onChange={(v) => set('healthAndCare', 'furtherPeopleCared', v)}
        />
      )}
      {/* A child marked disabled on the Personal tab already lifts the cap (docs/rules.md UC 12): never asked twice. */}
      {shown.disabilityBenefit && (
        <YesNoField id="uc-disability-benefit" legend={t.disabilityBenefit} hint={`${t.disabilityBenefitHint} ${capIfSo}`} {...yesNo('getsDisabilityBenefit')} />
      )}
    </div>
  );
}

/** The further-people question in the words for who gets Carer Support Payment (the printout asks the same). */
export function furtherPeopleLabel(t: ReturnType<typeof ucHealthMessages.get>, input: TabProps['form']['input']): string {
  const who = onCarersBenefit(input);
  return who === 'both' ? t.furtherPeopleBoth : who === 'partner' ? t.furtherPeoplePartner : t.furtherPeople;
}
