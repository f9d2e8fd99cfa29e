import { useCallback, useState, type ReactNode } from 'react';
import { EuiGlobalToastList, type EuiGlobalToastListToast } from '@elastic/eui';

/** Spec §9: at most one toast at a time, removed after 1,000,000 ms (so it stays until dismissed). */
export const TOAST_LIFE_MS = 1_000_000;

// EUI pins the list to the bottom, where it covered the wizard footer's Continue / Pay button, so there it sits at
// the top instead. EuiGlobalToastList spreads unknown props onto its div but its props type has no `style` (and a
// `css` prop would replace its own styles), hence the spread.
const AT_TOP = { style: { insetBlockStart: 0, insetBlockEnd: 'auto' } } as const;

export interface ToastInput {
  title: string;
  text?: ReactNode;
  color?: 'success' | 'danger' | 'warning' | 'primary';
  iconType?: EuiGlobalToastListToast['iconType'];
}

/**
 * The portal's one toast (spec §9): `notify` shows a toast, replacing the one on screen; render `toastList` once.
 * `atTop` moves the list to the top of the window, for pages whose footer holds the main button.
 */
export function useSingleToast({ atTop = false }: { atTop?: boolean } = {}) {
  const [toast, setToast] = useState<EuiGlobalToastListToast | null>(null);
  const notify = useCallback(
    (t: ToastInput) => setToast({ ...t, color: t.color ?? 'primary', id: String(Date.now()) }),
    [],
  );
  const toastList = (
    <EuiGlobalToastList
      toasts={toast ? [toast] : []}
      dismissToast={() => setToast(null)}
      toastLifeTimeMs={TOAST_LIFE_MS}
      {...(atTop ? AT_TOP : {})}
    />
  );
  // A toast that speaks of one step of a flow is cleared when the flow moves on, rather than left over the next.
  const clear = useCallback(() => setToast(null), []);
  return { notify, clear, toastList };
}
