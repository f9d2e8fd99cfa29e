import type { ServiceDeps } from '@rbt/service-kit';
import type { Config } from './config';
import type { MediaPorts } from './domain/ports';
import type { HelpAdvisor } from './domain/help-suggestions-use-case';

/**
 * Everything compose() builds once, flat like every service's Deps: the ports the use cases take are part of it,
 * so a route passes `deps` itself. It lives in its own file (not app.ts) so route and job files can import the
 * type without an import circle back through app.ts.
 */
export interface Deps extends ServiceDeps<Config>, MediaPorts {
  /** The storage as built: S3 has a connection pool to close once the service stopped. */
  storage: MediaPorts['storage'] & { close?(): void };
  helpAdvisor: HelpAdvisor;
}
