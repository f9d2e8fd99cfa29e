import { setUploadDialogOpen } from '@rbt/web-kit/src/events';
import { watchAuthOnFocus } from './auth-watch';

const flush = () => new Promise((r) => setTimeout(r, 0));

describe('auth re-check on focus', () => {
  it('when the window regains focus and the session is gone, then the signed-out handler runs', async () => {
    const onSignedOut = jest.fn();
    const stop = watchAuthOnFocus(async () => false, onSignedOut);
    window.dispatchEvent(new Event('focus'));
    await flush();
    expect(onSignedOut).toHaveBeenCalledTimes(1);
    stop();
  });

  it('when the session is still valid, then nothing happens', async () => {
    const onSignedOut = jest.fn();
    const stop = watchAuthOnFocus(async () => true, onSignedOut);
    window.dispatchEvent(new Event('focus'));
    await flush();
    expect(onSignedOut).not.toHaveBeenCalled();
    stop();
  });

  it('when an upload dialog is open, then focus is ignored until it closes', async () => {
    const check = jest.fn(async () => false);
    const onSignedOut = jest.fn();
    const stop = watchAuthOnFocus(check, onSignedOut);
    setUploadDialogOpen(true);
    window.dispatchEvent(new Event('focus'));
    await flush();
    expect(check).not.toHaveBeenCalled();
    setUploadDialogOpen(false);
    window.dispatchEvent(new Event('focus'));
    await flush();
    expect(onSignedOut).toHaveBeenCalledTimes(1);
    stop();
  });
});
