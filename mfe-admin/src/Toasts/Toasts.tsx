import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import { EuiGlobalToastList, type EuiGlobalToastListToast } from '@elastic/eui';

/** Spec §9: at most one toast at a time, removed after 1,000,000 ms. */
export const TOAST_LIFE_MS = 1_000_000;

type Kind = 'success' | 'danger' | 'warning';
type Notify = (kind: Kind, title: string, text: string, detail?: string) => void;

const ToastContext = createContext<Notify>(() => undefined);

export function useNotify(): Notify {
  return useContext(ToastContext);
}

const ICONS: Record<Kind, string> = { success: 'check', danger: 'error', warning: 'warning' };

export function ToastProvider({ children }: { children: ReactNode }) {
  const [toasts, setToasts] = useState<EuiGlobalToastListToast[]>([]);
  const notify = useCallback<Notify>((kind, title, text, detail) => {
    // A new toast replaces the old one, so only one is ever visible.
    setToasts([
      {
        id: `${Date.now()}`,
        title,
        color: kind,
        iconType: ICONS[kind],
        text: (
          <>
            <p>{text}</p>
            {detail && <p data-testid="toast-detail">{detail}</p>}
          </>
        ),
      },
    ]);
  }, []);
  const value = useMemo(() => notify, [notify]);
  return (
    <ToastContext.Provider value={value}>
      {children}
      <EuiGlobalToastList toasts={toasts} dismissToast={() => setToasts([])} toastLifeTimeMs={TOAST_LIFE_MS} />
    </ToastContext.Provider>
  );
}
