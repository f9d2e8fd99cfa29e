import type { IncomingMessage, ServerResponse } from 'node:http';
import type { ServiceDeps } from '@rbt/service-kit';
import type { Config } from './config';
import type { ApiProxy } from './routing/forward';
import type { SessionCache } from './auth/session-cache';
import type { UsersRepository } from './auth/users-repository';
import type { PlatformsRepository } from './platforms/platforms-repository';
import type { PlatformKeyCache } from './platforms/platform-key-cache';

/** A middleware on node's own request and response: helmet's and express-session's need nothing of express. */
export type NodeMiddleware = (req: IncomingMessage, res: ServerResponse, next: (err?: unknown) => void) => void;

/**
 * Everything compose() builds once, as in the services. It lives in its own file (not app.ts) so the modules that
 * take it import the type without an import circle back through app.ts.
 */
export interface Deps extends ServiceDeps<Config> {
  users: UsersRepository;
  proxy: ApiProxy;
  /** Closes the proxy's upstream connections (server.ts, once HTTP stopped). */
  closeProxy(): Promise<void>;
  /** The fast path's session cache; told of every destroyed session. */
  sessions: SessionCache;
  /**
   * helmet, built once from the config: express's pages and the providers' callbacks (server.ts) send it; the
   * signed-in API path sends only `API_HEADERS`, the API answers' subset.
   */
  securityHeaders: NodeMiddleware;
  /** express-session and its idle-expiry touch, built once: express and the callbacks' path (server.ts) run the same. */
  session: NodeMiddleware[];
  platforms: PlatformsRepository;
  /** The /rtb path's key cache; told of every key an admin changes. */
  platformKeys: PlatformKeyCache;
}
