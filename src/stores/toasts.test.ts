import { beforeEach, describe, expect, it } from 'vitest';
import { $toasts, $toastHosts, TOAST_DURATION_MS, TOAST_LIMIT, clearToasts, dismissToast, pushToastHost, toast } from './toasts';

beforeEach(() => clearToasts());

describe('toasts (docs/product.md §9: one at a time, auto-close after 4000 ms)', () => {
  it('adds a toast with default variant and returns its id', () => {
    const id = toast({ title: 'Calculation saved', description: '"Mine" has been saved to your calculations.' });
    expect($toasts.get()).toEqual([{ id, title: 'Calculation saved', description: '"Mine" has been saved to your calculations.', variant: 'default' }]);
  });

  it('keeps a destructive variant and leaves out an empty description', () => {
    toast({ title: 'Import failed', variant: 'destructive', description: '' });
    expect($toasts.get()[0]).toEqual({ id: expect.any(String), title: 'Import failed', variant: 'destructive' });
  });

  it('shows one at a time, the newest replacing the one showing (two stacked hid the form on a phone)', () => {
    toast({ title: 'LHA Rates Found' });
    const complete = toast({ title: 'Calculation Complete' });
    expect(TOAST_LIMIT).toBe(1);
    expect(TOAST_DURATION_MS).toBe(4000);
    expect($toasts.get().map((t) => t.id)).toEqual([complete]);
  });

  it('gives every toast its own id', () => {
    expect(toast({ title: 'a' })).not.toBe(toast({ title: 'b' }));
  });

  it('replaces an identical toast instead of stacking a copy', () => {
    const first = toast({ title: 'Name required', description: 'Please enter a name for your calculation.' });
    const again = toast({ title: 'Name required', description: 'Please enter a name for your calculation.' });
    expect($toasts.get().map((t) => t.title)).toEqual(['Name required']);
    expect($toasts.get()[0]?.id).toBe(again);
    expect(again).not.toBe(first);
  });

  it('dismisses by id and ignores unknown ids', () => {
    const a = toast({ title: 'a' });
    dismissToast('nope');
    expect($toasts.get().map((t) => t.id)).toEqual([a]);
    dismissToast(a);
    expect($toasts.get()).toEqual([]);
  });

  it('registers and releases modal dialogs as toast hosts, newest last', () => {
    const first = {} as HTMLElement;
    const second = {} as HTMLElement;
    const releaseFirst = pushToastHost(first);
    const releaseSecond = pushToastHost(second);
    expect($toastHosts.get()).toEqual([first, second]);
    releaseSecond();
    expect($toastHosts.get()).toEqual([first]);
    releaseFirst();
    expect($toastHosts.get()).toEqual([]);
  });
});
