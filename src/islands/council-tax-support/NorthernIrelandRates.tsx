/**
 * Northern Ireland chosen on step 1 (docs/rules.md "Northern Ireland" 3): there is no council tax,
 * so no figure; the help with domestic rates there is, each with who it is for and nidirect's or
 * the Housing Executive's page. The percentages come from the year's rates.
 */
import { useStore } from '@nanostores/react';
import { ctsNorthernIrelandMessages } from '~/i18n/en/council-tax-support';
import { Rich, linkPart } from '~/i18n/Rich';
import { ADVICE_NI } from '~/calc/helplines';
import { NI_RATES_HELP } from '~/calc/rates-help-northern-ireland';
import type { ReactNode } from 'react';
import type { ResolvedRates } from '~/calc/rates';
import LinkedText from '~/islands/shared/results/LinkedText';

export default function NorthernIrelandRates({ amounts }: { amounts: ResolvedRates }) {
  const t = useStore(ctsNorthernIrelandMessages);
  const link = (href: string) => ({ link: linkPart(href, { newTab: true }) });
  const age = amounts['northern-ireland.lone-pensioner-allowance.age'];
  const help: ReadonlyArray<{ id: string; title: string; body: ReactNode }> = [
    { id: 'rate-rebate', title: t.rateRebateTitle, body: <Rich text={t.rateRebate} parts={link(NI_RATES_HELP.rateRebate)} /> },
    {
      id: 'housing-benefit',
      title: t.housingBenefitTitle,
      body: (
        <>
          {t.housingBenefit}
          <span className="mt-1 block">
            <Rich text={t.housingBenefitTenants} parts={link(NI_RATES_HELP.housingBenefitTenants)} />
          </span>
          <span className="mt-1 block">
            <Rich text={t.housingBenefitHomeowners} parts={link(NI_RATES_HELP.housingBenefitHomeowners)} />
          </span>
        </>
      ),
    },
    {
      id: 'lone-pensioner',
      title: t.lonePensionerTitle({ age }),
      body: <Rich text={t.lonePensioner({ age, percent: amounts['northern-ireland.lone-pensioner-allowance'] })} parts={link(NI_RATES_HELP.lonePensionerAllowance)} />,
    },
    {
      id: 'disabled-person',
      title: t.disabledPersonTitle,
      body: <Rich text={t.disabledPerson({ percent: amounts['northern-ireland.disabled-persons-allowance'] })} parts={link(NI_RATES_HELP.disabledPersonsAllowance)} />,
    },
  ];
  return (
    <section aria-labelledby="cts-ni-heading" className="rounded-md border-l-4 border-brand-700 bg-brand-50 p-4">
      <h3 id="cts-ni-heading" className="text-xl font-bold text-slate-900">
        {t.title}
      </h3>
      <p className="mt-2 text-slate-900">{t.intro}</p>
      <ul className="mt-4 space-y-4">
        {help.map(({ id, title, body }) => (
          <li key={id}>
            <h4 id={`cts-ni-${id}`} className="font-bold text-slate-900">
              {title}
            </h4>
            <p className="mt-1 text-slate-800">{body}</p>
          </li>
        ))}
      </ul>
      <p className="mt-4 text-slate-900">
        <LinkedText text={t.advice({ phone: ADVICE_NI.number })} />
      </p>
    </section>
  );
}
