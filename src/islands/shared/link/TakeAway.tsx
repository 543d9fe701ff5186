/**
 * Taking a result somewhere (README "The printout and the link with your answers"):
 * - `TakeAwayButtons`: 'Print or save as PDF' (the browser's own print: nothing is sent
 *   anywhere) and 'Copy a link with my answers', whose dialog gives the link
 *   (answers-link.ts: the answers only, in the fragment, which browsers never send) and says
 *   plainly that anyone with it can see the answers;
 * - `PrintedAnswers`: what only the printout shows (src/styles/global.css "Printing"): the day it
 *   was printed, the tax year, a table of exactly the questions the form shows for the answers,
 *   in the form's words, with their answers, and what the calculation worked out from them that
 *   no question asks (the calculator's printed-answers.ts, printed-rows.ts).
 * Both read the calculator and its printout from CalculatorFrame (take-away-context.ts).
 */
import { useContext, useEffect, useId, useState } from 'react';
import { useStore } from '@nanostores/react';
import { isTaxYear, taxYearInfo } from '~/calc/rates';
import { publishedRatesFor } from '~/stores/rates';
import Dialog from '../dialogs/Dialog';
import type { Printout } from './printed-rows';
import { encodeAnswers } from './answers-link';
import PrintButton, { ButtonIcon, PrintedOn } from './PrintButton';
import { TakeAwayContext } from './take-away-context';
import { sharedAnswersMessages, sharedLinkMessages } from '~/i18n/en/shared-link';

const LINK_ICON = 'M10 14a4 4 0 0 0 5.7 0l3-3a4 4 0 0 0-5.7-5.7l-1 1M14 10a4 4 0 0 0-5.7 0l-3 3a4 4 0 0 0 5.7 5.7l1-1';

/** The answers a result was worked out from, with their tax year (a calculation's `input`). */
export interface TakeAwayProps {
  data: object;
  /** Button classes. Default 'btn btn-secondary'. */
  className?: string;
}

/** 'Print or save as PDF' and, on a calculator, 'Copy a link with my answers'. */
export function TakeAwayButtons({ data, className = 'btn btn-secondary' }: TakeAwayProps) {
  const t = useStore(sharedLinkMessages);
  const source = useContext(TakeAwayContext);
  const [open, setOpen] = useState(false);
  return (
    <>
      <PrintButton className={className} />
      {source && (
        <>
          <button type="button" className={className} aria-haspopup="dialog" onClick={() => setOpen(true)}>
            <ButtonIcon path={LINK_ICON} />
            {t.button}
          </button>
          <Dialog open={open} onClose={() => setOpen(false)} title={t.title} description={t.description}>
            <LinkForm island={source.island} data={data} onDone={() => setOpen(false)} />
          </Dialog>
        </>
      )}
    </>
  );
}

function LinkForm({ island, data, onDone }: { island: string; data: object; onDone: () => void }) {
  const t = useStore(sharedLinkMessages);
  const id = useId();
  const [link, setLink] = useState('');
  const [said, setSaid] = useState('');
  useEffect(() => {
    let live = true;
    encodeAnswers(island, data).then(
      (fragment) => live && setLink(`${location.origin}${location.pathname}${fragment}`),
      // A browser without CompressionStream (older than Safari 16.4 or Firefox 113).
      () => live && setSaid(sharedLinkMessages.get().cannotMake),
    );
    return () => {
      live = false;
    };
  }, [island, data]);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(link);
      setSaid(t.copied);
    } catch {
      setSaid(t.notCopied);
    }
  };

  return (
    <>
      <p className="text-slate-700">{t.holds}</p>
      <label htmlFor={`${id}-link`} className="mt-4 block font-bold">
        {t.label}
      </label>
      <input
        id={`${id}-link`}
        type="text"
        readOnly
        value={link}
        onFocus={(e) => e.currentTarget.select()}
        className="mt-1 w-full rounded border-2 border-slate-500 p-2 font-mono text-sm"
      />
      <p role="status" className="mt-2 min-h-6 text-slate-800">
        {said}
      </p>
      <div className="mt-4 flex flex-wrap gap-3">
        <button type="button" className="btn btn-primary" disabled={!link} onClick={() => void copy()}>
          {t.copy}
        </button>
        <button type="button" className="btn btn-secondary" onClick={onDone}>
          {t.close}
        </button>
      </div>
    </>
  );
}

/** The printout's date, tax year, table of answers and what was worked out from them; hidden on screen. */
export function PrintedAnswers({ data, result }: TakeAwayProps & { result: unknown }) {
  const source = useContext(TakeAwayContext);
  const [printout, setPrintout] = useState<Printout | null>(null);
  const taxYear = (data as { taxYear?: unknown }).taxYear;
  useEffect(() => {
    if (!source || !isTaxYear(taxYear)) return;
    let live = true;
    // The calculator's printout loads only now, after the result.
    void source.printout().then((print) => {
      if (live) setPrintout(print(data, publishedRatesFor(taxYear), result));
    });
    return () => {
      live = false;
    };
  }, [source, data, result, taxYear]);

  return (
    <div className="hidden print:block" data-printout="">
      <PrintedOn taxYearLabel={isTaxYear(taxYear) ? taxYearInfo(taxYear).label : undefined} />
      {printout && <PrintedTables printout={printout} />}
    </div>
  );
}

// The questions take most of the width, so the long ones wrap less; the answers are mostly short.
const TABLE_CLASS =
  'mt-4 w-full border-collapse text-left [&_td]:border-b [&_td]:border-slate-500 [&_td]:py-0.5 [&_th]:border-b [&_th]:border-slate-500 [&_th]:py-0.5 [&_th]:pr-4 [&_th]:font-normal [&_thead_th]:border-b-2 [&_thead_th]:border-black [&_thead_th]:font-bold';

/** The answers, each person or group of tickboxes under its heading, then what the calculation worked out from them. */
function PrintedTables({ printout }: { printout: Printout }) {
  const t = useStore(sharedAnswersMessages);
  return (
    <>
      {printout.groups.length > 0 && (
        <table className={TABLE_CLASS} data-printed-answers="">
          <caption className="text-left text-lg font-bold">{t.caption}</caption>
          <thead>
            <tr>
              <th scope="col">{t.question}</th>
              <th scope="col">{t.answer}</th>
            </tr>
          </thead>
          {printout.groups.map((group, g) => (
            <tbody key={g}>
              {group.heading !== null && (
                <tr>
                  <th scope="rowgroup" colSpan={2} className="pt-3 font-bold!">
                    {group.heading}
                  </th>
                </tr>
              )}
              {group.rows.map((row, i) => (
                <tr key={i}>
                  <th scope="row" className="w-[70%]">
                    {row.question}
                  </th>
                  <td>{row.answer}</td>
                </tr>
              ))}
            </tbody>
          ))}
        </table>
      )}
      {printout.worked.length > 0 && (
        <table className={TABLE_CLASS} data-printed-worked="">
          <caption className="text-left text-lg font-bold">{t.worked}</caption>
          <thead>
            <tr>
              <th scope="col">{t.workedWhat}</th>
              <th scope="col">{t.workedUsed}</th>
            </tr>
          </thead>
          <tbody>
            {printout.worked.map((row, i) => (
              <tr key={i}>
                <th scope="row">{row.question}</th>
                <td>{row.answer}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </>
  );
}
