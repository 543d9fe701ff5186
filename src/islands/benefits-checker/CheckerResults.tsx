/**
 * The benefits checker's results (docs/product.md §3 "Eligibility result"): for each benefit its
 * name, whether it looks likely, the confidence, the estimated amount, a description,
 * next steps and a link to the calculator where one exists; or no benefits identified.
 * Then the answers given, and Start Over. The results' words are the engine's messages
 * (src/i18n/en/eligibility-engine.ts), which load with this part of the page, as do the ranges
 * of Universal Credit, Housing Benefit, Council Tax Support and Pension Credit, worked out here by
 * their engines (src/calc/eligibility-ranges.ts) with what each assumed.
 */
import { useMemo } from 'react';
import { useStore } from '@nanostores/react';
import { checkerResultsMessages } from '~/i18n/en/benefits-checker';
import { eligibilityEngineWords } from '~/i18n/en/eligibility-engine';
import { useEngineText, withEngineWords } from '~/i18n/engine-words';
import { Rich } from '~/i18n/Rich';
import PrintButton, { PrintedOn } from '~/islands/shared/link/PrintButton';
import type { Ref } from 'react';
import type { EligibilityResult } from '~/calc/eligibility';
import { withEngineRanges } from '~/calc/eligibility-ranges';
import LinkedText from '~/islands/shared/results/LinkedText';
import { ADVICELINE } from '~/lib/helplines';
import { CALCULATOR_LIST } from '~/lib/calculators';
import type { UkNation } from '~/calc/nations';
import { withWhereYouLive } from '~/islands/shared/session/where-you-live';
import type { RatesTable } from '~/calc/rates';
import { CHECKER_STEPS, answerLabel, forEligibility, stepQuestions, type CheckerAnswers } from './state';
import { sitePath } from '~/i18n/language';

export interface CheckerResultsProps {
  /** The benefits found (src/calc/eligibility.ts); the engines' ranges are added here. */
  results: readonly EligibilityResult[];
  answers: CheckerAnswers;
  /** The year's rates: whether the State Pension age question was asked. */
  rates: RatesTable;
  headingRef: Ref<HTMLHeadingElement>;
  onStartOver: () => void;
}

/** The short name of the calculator at a result's link (the calculator table): "the PIP calculator" rather than "the Personal Independence Payment (PIP) calculator". */
function calculatorName(link: string): string | undefined {
  return CALCULATOR_LIST.find((calculator) => calculator.route === link)?.name;
}

/** `nation`: where you live, which the calculator a result opens takes as its answer (where-you-live.ts). */
function ResultCard({ result, index, nation }: { result: EligibilityResult; index: number; nation: UkNation | undefined }) {
  const t = useStore(checkerResultsMessages);
  const write = useEngineText();
  const id = `checker-result-${index}`;
  const name = write(result.name);
  return (
    <li className={`card border-l-8 ${result.eligible ? 'border-l-success-700' : 'border-l-slate-400'}`}>
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h3 id={id} className="text-xl font-bold text-slate-900">
          {name}
        </h3>
        <p className="flex flex-wrap gap-2 text-sm font-bold">
          {result.eligible && <span className="rounded-full bg-success-50 px-2.5 py-0.5 text-success-700">{t.mayBeEligible}</span>}
          <span className="rounded-full bg-slate-100 px-2.5 py-0.5 text-slate-800">{result.confidence === 'high' ? t.highConfidence : t.mediumConfidence}</span>
        </p>
      </div>
      {result.eligible && (
        <p className="mt-2">
          <span className="block text-slate-700">{t.estimatedAmount}</span>
          <span className="text-xl font-bold text-brand-800 sm:text-2xl" data-testid="estimated-amount">
            {write(result.estimatedAmount)}
          </span>
        </p>
      )}
      {result.eligible && result.estimateBasis && <p className="mt-1 text-sm text-slate-700">{result.estimateBasis.map(write).join(' ')}</p>}
      <p className="mt-2 text-slate-800">
        <LinkedText text={write(result.description)} />
      </p>
      {result.nextSteps.length > 0 && (
        <>
          <h4 className="mt-3 font-semibold text-slate-900">{t.nextSteps}</h4>
          <ul className="mt-1 list-disc space-y-1 pl-6 text-slate-800">
            {result.nextSteps.map(write).map((step) => (
              <li key={step}>
                <LinkedText text={step} />
              </li>
            ))}
          </ul>
        </>
      )}
      {result.calculatorLink && (
        <p className="mt-4">
          <a href={sitePath(withWhereYouLive(result.calculatorLink, nation))} className="btn btn-secondary">
            {t.useCalculator({ name: calculatorName(result.calculatorLink) ?? name })}
          </a>
        </p>
      )}
    </li>
  );
}

function CheckerResultsPanel({ results: screened, answers, rates, headingRef, onStartOver }: CheckerResultsProps) {
  const t = useStore(checkerResultsMessages);
  const results = useMemo(() => withEngineRanges(screened, forEligibility(answers, rates), rates), [screened, answers, rates]);
  const found = results.filter((r) => r.eligible);
  return (
    <section aria-labelledby="checker-results-title" className="max-w-3xl">
      <h2 id="checker-results-title" ref={headingRef} tabIndex={-1} className="text-2xl font-bold text-slate-900 focus:outline-none sm:text-3xl">
        {t.title}
      </h2>
      <p className="mt-2 text-lg text-slate-800">{found.length === 0 ? t.noneFound : t.found(found.length)}</p>
      <ul className="mt-6 space-y-4">
        {results.map((result, i) => (
          <ResultCard key={result.id} result={result} index={i} nation={answers.location} />
        ))}
      </ul>
      <div className="mt-6 rounded-lg border-l-8 border-accent-500 bg-slate-50 p-4 text-slate-800">
        <p>
          <Rich text={t.notDecision} parts={{ strong: (words) => <strong>{words}</strong>, phone: <LinkedText text={ADVICELINE.number} /> }} />
        </p>
      </div>

      <PrintedOn />
      <section aria-labelledby="checker-answers-title" className="mt-8">
        <h3 id="checker-answers-title" className="text-xl font-bold text-slate-900">
          {t.yourAnswers}
        </h3>
        <dl className="mt-3 divide-y divide-slate-200 border-y border-slate-200">
          {CHECKER_STEPS.flatMap((_, i) => stepQuestions(i + 1, answers, rates)).map((q) => (
            <div key={q.key} className="grid gap-1 py-2 sm:grid-cols-2 sm:gap-4">
              <dt className="font-semibold text-slate-900">{q.legend}</dt>
              <dd className="text-slate-800">{answerLabel(q.key, answers[q.key])}</dd>
            </div>
          ))}
        </dl>
      </section>

      <div className="mt-8">
        <div className="flex flex-wrap gap-3">
          <button type="button" className="btn btn-primary" onClick={onStartOver}>
            {t.startOver}
          </button>
          <PrintButton />
        </div>
        <p className="mt-2 text-slate-700 print:hidden">{t.startOverHint}</p>
      </div>
    </section>
  );
}

/** The results, in the words of the checker's engine. */
export default withEngineWords(eligibilityEngineWords, CheckerResultsPanel);
