import { UPLOAD_DIALOG_EVENT } from '@rbt/web-kit/src/events';

/**
 * Spec §4: auth is re-checked when the window regains focus, except while an upload dialog is open
 * (a file picker steals focus, and its return must not bounce the user to the login page mid-upload).
 */
export function watchAuthOnFocus(
  check: () => Promise<boolean>,
  onSignedOut: () => void,
  target: Window = window,
): () => void {
  let dialogOpen = false;
  const onDialog = (e: Event) => {
    dialogOpen = Boolean((e as CustomEvent<{ open?: boolean }>).detail?.open);
  };
  const onFocus = () => {
    if (dialogOpen) return;
    void check().then((signedIn) => {
      if (!signedIn) onSignedOut();
    });
  };
  target.addEventListener(UPLOAD_DIALOG_EVENT, onDialog);
  target.addEventListener('focus', onFocus);
  return () => {
    target.removeEventListener(UPLOAD_DIALOG_EVENT, onDialog);
    target.removeEventListener('focus', onFocus);
  };
}
