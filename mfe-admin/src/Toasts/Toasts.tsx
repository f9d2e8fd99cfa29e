import { createContext, useCallback, useContext, type ReactNode } from 'react';
import { useSingleToast } from '@rbt/web-kit';
import { useAdminT, type AdminMessageId } from '../messages';

type Kind = 'success' | 'danger' | 'warning';
type Notify = (kind: Kind, text: string, detail?: string) => void;

const ToastContext = createContext<Notify>(() => undefined);

export function useNotify(): Notify {
  return useContext(ToastContext);
}

const ICONS: Record<Kind, string> = { success: 'check', danger: 'error', warning: 'warning' };
// The toast's title says what kind of news it is; the text says what happened.
const TITLES: Record<Kind, AdminMessageId> = {
  success: 'admin.common.success',
  danger: 'admin.common.error',
  warning: 'admin.common.error',
};

/** The admin page's toasts, one at a time (web-kit's `useSingleToast`), reachable from any tab through `useNotify`. */
export function ToastProvider({ children }: { children: ReactNode }) {
  const t = useAdminT();
  const { notify: show, toastList } = useSingleToast();
  const notify = useCallback<Notify>(
    (kind, text, detail) =>
      show({
        title: t(TITLES[kind]),
        color: kind,
        iconType: ICONS[kind],
        text: (
          <>
            <p>{text}</p>
            {detail && <p data-testid="toast-detail">{detail}</p>}
          </>
        ),
      }),
    [show, t],
  );
  return (
    <ToastContext.Provider value={notify}>
      {children}
      {toastList}
    </ToastContext.Provider>
  );
}
