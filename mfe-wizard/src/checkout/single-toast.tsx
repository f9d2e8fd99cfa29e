import { useCallback, useState } from 'react';
import { EuiGlobalToastList, type EuiGlobalToastListToast } from '@elastic/eui';
import { TOAST_AT_TOP } from '../wizard/use-toast';

/** Spec §9: at most one toast at a time, removed after 1,000,000 ms (i.e. it stays until dismissed). */
export const TOAST_LIFE_MS = 1_000_000;

export interface ToastInput {
  title: string;
  text?: string;
  color?: EuiGlobalToastListToast['color'];
}

export function useSingleToast() {
  const [toasts, setToasts] = useState<EuiGlobalToastListToast[]>([]);
  const show = useCallback(
    (t: ToastInput) => setToasts([{ id: String(Date.now()), title: t.title, text: t.text, color: t.color }]),
    [],
  );
  const list = (
    <EuiGlobalToastList
      toasts={toasts}
      dismissToast={() => setToasts([])}
      toastLifeTimeMs={TOAST_LIFE_MS}
      {...TOAST_AT_TOP}
    />
  );
  return { show, list };
}
