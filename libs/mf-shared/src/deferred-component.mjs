// Components of the shared EUI subset that no page needs for its first paint (overlays opened by a click, tables on
// later screens) come from an async chunk of the same webpack build as the rest of the subset: the chunk's modules
// join that build's module registry, so there is still one EUI (one theme context, one emotion cache, one focus
// manager) on the page, and the chunk is fetched only when such a component first renders.
import { createElement, forwardRef, Suspense } from 'react';

/**
 * One deferred chunk: `load` imports it; the returned function makes a stand-in for one of its exports.
 * @param {() => Promise<Record<string, unknown>>} load
 */
export function deferredGroup(load) {
  let loaded = null;
  let pending = null;
  let failed;
  // The suspense protocol React.lazy uses. Unlike React.lazy, a component of an already loaded chunk renders at
  // once: the modal's header and body do not suspend again after the modal itself, so its focus trap finds them.
  const exportsOrSuspend = () => {
    if (loaded) return loaded;
    // Like React.lazy, a failed chunk stays failed (to the remote's error boundary, whose retry reloads the page):
    // trying again on every render would loop on a dead network.
    if (failed) throw failed;
    pending ??= load().then(
      (m) => {
        loaded = m;
      },
      (e) => {
        failed = e;
      },
    );
    throw pending;
  };
  return (name) => {
    function Loaded({ deferredRef, ...props }) {
      const Component = exportsOrSuspend()[name];
      return createElement(Component, deferredRef ? { ...props, ref: deferredRef } : props);
    }
    const Deferred = forwardRef((props, ref) =>
      createElement(Suspense, { fallback: null }, createElement(Loaded, { ...props, deferredRef: ref })),
    );
    Deferred.displayName = name;
    return Deferred;
  };
}
