import { createContext, useCallback, useContext, type ReactNode } from 'react';
import { useSingleToast } from '@rbt/web-kit';

type Kind = 'success' | 'danger' | 'warning';
type Notify = (kind: Kind, title: string, text: string, detail?: string) => void;

const ToastContext = createContext<Notify>(() => undefined);

export function useNotify(): Notify {
  return useContext(ToastContext);
}

const ICONS: Record<Kind, string> = { success: 'check', danger: 'error', warning: 'warning' };

/** The admin page's toasts, one at a time (web-kit's `useSingleToast`), reachable from any tab through `useNotify`. */
export function ToastProvider({ children }: { children: ReactNode }) {
  const { notify: show, toastList } = useSingleToast();
  const notify = useCallback<Notify>(
    (kind, title, text, detail) =>
      show({
        title,
        color: kind,
        iconType: ICONS[kind],
        text: (
          <>
            <p>{text}</p>
            {detail && <p data-testid="toast-detail">{detail}</p>}
          </>
        ),
      }),
    [show],
  );
  return (
    <ToastContext.Provider value={notify}>
      {children}
      {toastList}
    </ToastContext.Provider>
  );
}
