/**
 * 'Last reviewed' tells a reader when someone last checked a guide or situation page against
 * the rules (src/content.config.ts `lastReviewed`), so it can never be a day that has not come
 * yet: a date in the future would claim a check that has not happened. Scans every file of
 * content/guides/ and content/scenarios/.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const CONTENT = join(__dirname, '../../../content');
const FOLDERS = ['guides', 'scenarios'] as const;

/** The `lastReviewed` date (YYYY-MM-DD) in a file's frontmatter, or null when there is none. */
function lastReviewedOf(text: string): string | null {
  const frontmatter = /^---\r?\n([\s\S]*?)\r?\n---/.exec(text)?.[1] ?? '';
  return /^lastReviewed:\s*['"]?(\d{4}-\d{2}-\d{2})['"]?\s*$/m.exec(frontmatter)?.[1] ?? null;
}

/** Today in the UK (editors date their reviews by the UK calendar), as YYYY-MM-DD. */
function ukToday(now: Date): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/London', year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
}

/** Whether a YYYY-MM-DD date is a real calendar day. */
function isRealDay(date: string): boolean {
  const parsed = new Date(`${date}T00:00:00Z`);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().slice(0, 10) === date;
}

const PAGES = FOLDERS.flatMap((folder) =>
  readdirSync(join(CONTENT, folder))
    .filter((name) => name.endsWith('.mdx'))
    .map((name) => ({ file: `content/${folder}/${name}`, lastReviewed: lastReviewedOf(readFileSync(join(CONTENT, folder, name), 'utf8')) })),
);

describe('lastReviewed in guides and situation pages', () => {
  it('finds every guide and situation page', () => {
    for (const folder of FOLDERS) expect(PAGES.filter((p) => p.file.startsWith(`content/${folder}/`)).length, folder).toBeGreaterThan(0);
  });

  it('reads the date from the frontmatter only, and only a whole YYYY-MM-DD date', () => {
    expect(lastReviewedOf('---\ntitle: A\nlastReviewed: 2026-04-06\n---\nBody')).toBe('2026-04-06');
    expect(lastReviewedOf("---\nlastReviewed: '2026-04-06'\n---\n")).toBe('2026-04-06');
    expect(lastReviewedOf('---\ntitle: A\n---\nlastReviewed: 2026-04-06\n')).toBeNull();
    expect(lastReviewedOf('---\nlastReviewed: soon\n---\n')).toBeNull();
  });

  it('takes today by the UK calendar: 23:30 UTC on 30 June is already 1 July in British Summer Time', () => {
    expect(ukToday(new Date('2026-06-30T23:30:00Z'))).toBe('2026-07-01');
    expect(ukToday(new Date('2026-12-31T23:30:00Z'))).toBe('2026-12-31');
  });

  const today = ukToday(new Date());
  it.each(PAGES)('$file was last reviewed on a real day that is not in the future', ({ file, lastReviewed }) => {
    expect(lastReviewed, `${file} has no lastReviewed date`).not.toBeNull();
    expect(isRealDay(lastReviewed!), `${file}: ${lastReviewed} is not a real date`).toBe(true);
    // YYYY-MM-DD strings sort as dates.
    expect(lastReviewed! <= today, `${file}: lastReviewed ${lastReviewed} is after today (${today})`).toBe(true);
  });
});
