/**
 * The start of a calculator island (docs/product.md §8 "Usage", README "Performance"): one
 * anonymous start recorded on the first answer changed (src/lib/usage.ts), the field notes
 * gathered for the summary on Calculate, the answers (useAnswers), and the lazy results side
 * fetched as soon as the first answer changes (useLoadOnChange; `loadOnChange` must be a
 * module-level function).
 */
import { useState } from 'react';
import type { ErrorSummaryItem } from '~/islands/shared/ErrorSummary';
import { FieldNotes } from '~/islands/shared/field-notes';
import { useAnswers } from '~/islands/shared/useCalculatorSession';
import useLoadOnChange from '~/islands/shared/useLoadOnChange';
import { useRecordFirstUse, type UsageCalculatorType } from '~/lib/usage';

export default function useCalculatorStart<Answers>(island: UsageCalculatorType, initial: () => Answers, loadOnChange: () => Promise<unknown>) {
  useRecordFirstUse(island);
  const [fieldNotes] = useState(() => new FieldNotes());
  const [notes, setNotes] = useState<ErrorSummaryItem[]>([]);
  const [answers, answersRef, update] = useAnswers<Answers>(initial);
  useLoadOnChange(answers, loadOnChange);
  return { fieldNotes, notes, setNotes, answers, answersRef, update };
}
