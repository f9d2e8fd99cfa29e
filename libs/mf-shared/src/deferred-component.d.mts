import type { ForwardRefExoticComponent, RefAttributes } from 'react';

/** One deferred chunk: `load` imports it; the returned function makes a stand-in for one of its exports. */
export declare function deferredGroup(
  load: () => Promise<Record<string, unknown>>,
): (name: string) => ForwardRefExoticComponent<Record<string, unknown> & RefAttributes<unknown>>;
