/**
 * Start loading a part of the page (a lazy results side) as soon as `value` first changes from
 * what it was on mounting: the person has started on the form, so the part is there by the
 * time they calculate, and a page nobody uses never fetches it (README "Performance").
 * `load` must be stable (a module-level function).
 */
import { useEffect, useRef } from 'react';

export default function useLoadOnChange(value: unknown, load: () => Promise<unknown>): void {
  const first = useRef(value);
  useEffect(() => {
    if (value !== first.current) void load();
  }, [value, load]);
}
