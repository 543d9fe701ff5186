/**
 * Taking a result somewhere (README "The printout and the link with your answers"):
 * - `TakeAwayButtons`: 'Print or save as PDF' (the browser's own print: nothing is sent
 *   anywhere) and 'Copy a link with my answers', whose dialog gives the link
 *   (answers-link.ts: the answers only, in the fragment, which browsers never send) and says
 *   plainly that anyone with it can see the answers;
 * - `PrintedAnswers`: what only the printout shows (src/styles/global.css "Printing"): the day it
 *   was printed, the tax year and a table of the answers, named as the calculator's reader
 *   names them (saved/schema.ts `listAnswers`).
 * Both read the calculator and its reader from CalculatorFrame (take-away-context.ts).
 */
import { useContext, useEffect, useId, useState } from 'react';
import { useStore } from '@nanostores/react';
import { formatMoneyWithPence, toPence } from '~/calc/money';
import { isTaxYear, taxYearInfo } from '~/calc/rates';
import { publishedRatesFor } from '~/stores/rates';
import Dialog from '../dialogs/Dialog';
import type { ReadAnswer } from '../saved/schema';
import { encodeAnswers } from './answers-link';
import PrintButton, { ButtonIcon, PrintedOn } from './PrintButton';
import { TakeAwayContext } from './take-away-context';
import { formatNumber } from '~/i18n/format';
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

/**
 * An answer as the printout writes it ('£100.00', 'Yes', 'Private'), or null when it has no
 * short written form (a list of people: each person's answers follow as rows of their own).
 */
export function writtenAnswer({ value, words, isMoney }: ReadAnswer): string | null {
  const t = sharedAnswersMessages.get();
  if (words) return words;
  if (typeof value === 'number') return isMoney ? formatMoneyWithPence(toPence(value)) : formatNumber(value);
  if (typeof value === 'boolean') return value ? t.yes : t.no;
  // An answer that is an id ('private-rented') is written from the id when the reader gives no words.
  if (typeof value === 'string') return value === '' ? t.notGiven : /^[a-z]+(-[a-z]+)*$/.test(value) ? sentence(value.replace(/-/g, ' ')) : value;
  if (Array.isArray(value) && value.every((v) => typeof v === 'string')) return value.length ? value.join(', ') : t.none;
  return null;
}

const sentence = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** The printout's date, tax year and table of answers; hidden on screen. */
export function PrintedAnswers({ data }: TakeAwayProps) {
  const t = useStore(sharedAnswersMessages);
  const source = useContext(TakeAwayContext);
  const [answers, setAnswers] = useState<ReadAnswer[]>([]);
  const taxYear = (data as { taxYear?: unknown }).taxYear;
  useEffect(() => {
    if (!source || !isTaxYear(taxYear)) return;
    let live = true;
    // The reader brings the schema library; both load only now, after the result.
    void Promise.all([source.reader(), import('../saved/schema')]).then(([reader, { listAnswers, taxYearLabel }]) => {
      const read = listAnswers(() => reader.input(data, publishedRatesFor(taxYear)));
      // The year has its own line above the table.
      if (live) setAnswers(read.filter((answer) => answer.label !== taxYearLabel()));
    });
    return () => {
      live = false;
    };
  }, [source, data, taxYear]);

  const rows = answers.flatMap((answer) => {
    const written = writtenAnswer(answer);
    return written === null ? [] : [{ label: sentence(answer.label), written }];
  });
  return (
    <div className="hidden print:block" data-printout="">
      <PrintedOn taxYearLabel={isTaxYear(taxYear) ? taxYearInfo(taxYear).label : undefined} />
      {rows.length > 0 && (
        <table className="mt-4 w-full border-collapse text-left [&_td]:border-b [&_td]:border-slate-500 [&_td]:py-1 [&_th]:border-b-2 [&_th]:border-black [&_th]:py-1">
          <caption className="text-left text-lg font-bold">{t.caption}</caption>
          <thead>
            <tr>
              <th scope="col">{t.question}</th>
              <th scope="col">{t.answer}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row, i) => (
              <tr key={i}>
                <td className="pr-4">{row.label}</td>
                <td>{row.written}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </div>
  );
}
