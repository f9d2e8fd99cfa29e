import type { OutboxRelay, ServiceDeps } from '@rbt/service-kit';
import type { Config } from './config';
import type { MediaPorts } from './domain/ports';
import type { HelpAdvisor } from './domain/help-suggestions-use-case';

/**
 * Everything compose() builds once. It lives in its own file (not app.ts) so route files can
 * import the type without an import circle back through app.ts.
 */
export interface Deps extends ServiceDeps<Config> {
  ports: MediaPorts & { storage: { close?(): void } };
  relay: OutboxRelay;
  helpAdvisor: HelpAdvisor;
}
