/**
 * A calculator's answers, with a ref that always holds the latest. Calculate reads the ref:
 * Enter in a field submits the form before React has re-rendered with the last change.
 * `update` takes a function of the latest answers and is stable (safe in memoised children).
 */
import { useCallback, useRef, useState, type RefObject } from 'react';

export type UpdateAnswers<Answers> = (change: (current: Answers) => Answers) => void;

export default function useAnswers<Answers>(initial: () => Answers): [Answers, RefObject<Answers>, UpdateAnswers<Answers>] {
  const [answers, setAnswers] = useState<Answers>(initial);
  const latest = useRef(answers);
  const update = useCallback<UpdateAnswers<Answers>>((change) => {
    const next = change(latest.current);
    latest.current = next;
    setAnswers(next);
  }, []);
  return [answers, latest, update];
}
