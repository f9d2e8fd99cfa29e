import { mswServer } from '@rbt/web-kit/src/testing';
import { newServerState, wizardHandlers, type WizardServerState } from './test-handlers';

/**
 * The wizard's fake gateway for one test file: the bell, and a fresh draft store for each test (given to `onState`
 * when the file's tests read it); nothing else answers. Each test starts with empty web storage too: the
 * wizard keeps its tab session and the niche page its draft there.
 */
export function startWizardServer(onState: (state: WizardServerState) => void = () => undefined) {
  const server = mswServer();
  beforeEach(() => {
    const state = newServerState();
    onState(state);
    window.localStorage.clear();
    window.sessionStorage.clear();
    server.use(...wizardHandlers(state));
  });
  return server;
}
