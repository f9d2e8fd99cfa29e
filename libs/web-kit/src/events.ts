// Window events are the only channel between the shell (no React) and the remotes (separate React trees).

/** Fired on any 401 that a caller did not ask to turn into null; the shell shows the toast and goes to login. */
export const UNAUTHORIZED_EVENT = 'rbt:unauthorized';
/** Fired by the header's Help button; the help remote opens or closes its side panel. */
export const TOGGLE_HELP_EVENT = 'rbt:toggle-help';

/** Fired by the wizard's upload dialog with `{ open: boolean }`; the shell skips its focus re-check while open. */
export const UPLOAD_DIALOG_EVENT = 'rbt:upload-dialog';

/** @internal Used only by its unit test (knip: docs/decisions.md, "Dead exports"). */
export function setUploadDialogOpen(open: boolean): void {
  window.dispatchEvent(new CustomEvent(UPLOAD_DIALOG_EVENT, { detail: { open } }));
}

export function emit(name: typeof UNAUTHORIZED_EVENT | typeof TOGGLE_HELP_EVENT): void {
  window.dispatchEvent(new CustomEvent(name));
}
