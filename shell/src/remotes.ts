import {
  loadRemote,
  registerPlugins,
  registerRemotes,
  type ModuleFederationRuntimePlugin,
} from '@module-federation/enhanced/runtime';
import type { LifeCycles } from 'single-spa';
import type { RemoteName } from './routes';
import { remoteErrorElement } from './views/pages';

type AppProps = { domElement: HTMLElement };

/** Lifecycles that show the error panel in the remote's own element, so only that area is affected. */
export function errorLifecycles(name: RemoteName): LifeCycles<AppProps> {
  return {
    bootstrap: async () => undefined,
    mount: async ({ domElement }) => {
      domElement.replaceChildren(remoteErrorElement(name));
    },
    unmount: async ({ domElement }) => {
      domElement.replaceChildren();
    },
  };
}

function remoteNameOf(id: string): RemoteName {
  return id.split('/')[0] as RemoteName;
}

/**
 * Runtime plugin: an unreachable remote answers with error-panel lifecycles instead of rejecting, and a
 * remote that cannot take part in share negotiation is skipped, so it cannot break the other remotes.
 */
export function offlineRemotePlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'rbt-offline-remote',
    errorLoadRemote(args) {
      console.error(`[shell] remote ${args.id} failed to load (${args.lifecycle})`, args.error);
      if (args.lifecycle === 'onLoad') return errorLifecycles(remoteNameOf(args.id));
      return undefined;
    },
  };
}

export function registerManifestRemotes(remotes: Partial<Record<RemoteName, string>>): void {
  registerPlugins([offlineRemotePlugin()]);
  registerRemotes(
    Object.entries(remotes).map(([name, entry]) => ({ name, entry })),
    { force: true },
  );
}

/** The remote's single-spa lifecycles, or the error panel when it cannot be loaded. */
export async function loadLifecycles(name: RemoteName): Promise<LifeCycles<AppProps>> {
  try {
    const mod = await loadRemote<LifeCycles<AppProps>>(`${name}/lifecycles`);
    if (mod && typeof mod.mount === 'function') return mod;
    console.error(`[shell] remote ${name} did not expose single-spa lifecycles`);
  } catch (error) {
    console.error(`[shell] remote ${name} failed to load`, error);
  }
  return errorLifecycles(name);
}
