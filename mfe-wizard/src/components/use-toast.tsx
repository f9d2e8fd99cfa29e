import { useCallback, useState } from 'react';
import { EuiGlobalToastList } from '@elastic/eui';
import type { Toast } from '../draft/wizard-types';

// A toast stays until dismissed (spec §9); EUI pins the list to the bottom, where it covered the footer's
// Continue / Pay button, so it sits at the top instead. EuiGlobalToastList spreads unknown props onto its div but
// its props type has no `style` (and a `css` prop would replace its own styles), hence the spread.
export const TOAST_AT_TOP = { style: { insetBlockStart: 0, insetBlockEnd: 'auto' } } as const;

/** One toast at a time (spec §9): a new one replaces the old; removal after 1,000,000 ms. */
export function useToast() {
  const [toast, setToast] = useState<(Toast & { id: string }) | null>(null);
  const notify = useCallback((t: Toast) => setToast({ ...t, id: String(Date.now()) }), []);
  const list = (
    <EuiGlobalToastList
      toasts={toast ? [{ id: toast.id, title: toast.title, text: toast.text, color: toast.color ?? 'primary' }] : []}
      dismissToast={() => setToast(null)}
      toastLifeTimeMs={1_000_000}
      {...TOAST_AT_TOP}
    />
  );
  // A toast speaks of the step it was shown on: moving to another step clears it rather than leave it over the next.
  const clear = useCallback(() => setToast(null), []);
  return { notify, clear, toastList: list };
}
