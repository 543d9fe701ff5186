/**
 * What the usage counts can and cannot show (docs/product.md §9 "Usage events"), under the figures
 * on the Dashboard and Analytics tabs. The budgets are server/usage-budget.ts's.
 */
export default function UsageNote() {
  return (
    <details className="mt-4 max-w-3xl text-slate-800">
      <summary className="cursor-pointer font-semibold text-slate-900">What these counts can and cannot show</summary>
      <ul className="mt-2 list-disc space-y-1 pl-6">
        <li>
          They count calculators started and results reached on this site&apos;s pages while Analytics Tracking is on: at most one start and one result of each calculator each time
          a page is opened.
        </li>
        <li>They cannot count people: nothing identifies a visitor, so someone who opens a calculator twice is counted twice, and visitors who block scripts are not counted.</li>
        <li>
          Each internet address counts at most 20 calculations an hour, and the whole site 3,000 an hour. An office, library or phone network sharing one address may be counted
          less than it used the site, and on a very busy hour the counts stop at the limit.
        </li>
        <li>
          Someone sending made-up events can add no more than 20 calculations an hour from each address they control, and no more than 3,000 an hour in all, so a sudden jump may
          not be real. Use the counts as a guide to which calculators are used, not as exact figures.
        </li>
      </ul>
    </details>
  );
}
