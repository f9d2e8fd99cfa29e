import { useEffect, useSyncExternalStore, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { createRoot, type Root } from 'react-dom/client';
import { EuiProvider } from '@elastic/eui';

/**
 * The page's one EUI (issue 17): a single React root holding the single EuiProvider, and every mounted remote
 * rendered into its own element as a portal of that root. Separate roots each wrote EUI's global styles (the help
 * flyout over the wizard wrote them twice) and each had its own flyout manager; here there is one theme, one emotion
 * cache, one set of global styles and one focus/flyout manager, whichever remotes share the page.
 * One module instance per page: the shell's build provides it as a shared singleton and remotes take it with
 * `import: false` (libs/mf-shared); web-kit imports it by its package path so that sharing applies.
 */
interface Area { node: ReactNode; container: HTMLElement }

let areas: ReadonlyMap<string, Area> = new Map();
const listeners = new Set<() => void>();
const afterCommit: Array<() => void> = [];
let root: Root | null = null;

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

function Host() {
  const current = useSyncExternalStore(subscribe, () => areas);
  // Mount and unmount resolve once React has committed the change, as single-spa expects.
  useEffect(() => { for (const done of afterCommit.splice(0)) done(); });
  return (
    <EuiProvider colorMode="light">
      {[...current].map(([id, area]) => createPortal(area.node, area.container, id))}
    </EuiProvider>
  );
}

function change(next: ReadonlyMap<string, Area>): Promise<void> {
  areas = next;
  return new Promise((resolve) => {
    afterCommit.push(resolve);
    if (!root) {
      const element = document.createElement('div');
      // Counted by the browser test: one per page.
      element.setAttribute('data-rbt-eui-provider', '');
      document.body.appendChild(element);
      root = createRoot(element);
      root.render(<Host />);
    } else {
      for (const listener of listeners) listener();
    }
  });
}

/** Renders `node` into `container` under the page's EuiProvider; `id` names the area (one node per id). */
export function mountArea(id: string, node: ReactNode, container: HTMLElement): Promise<void> {
  return change(new Map(areas).set(id, { node, container }));
}

export function unmountArea(id: string): Promise<void> {
  if (!areas.has(id)) return Promise.resolve();
  const next = new Map(areas);
  next.delete(id);
  return change(next);
}
