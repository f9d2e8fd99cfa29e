import { useEffect, useState } from 'react';
import { TOGGLE_HELP_EVENT } from '@rbt/web-kit';
import { HelpPanel } from '../HelpPanel/HelpPanel';

/**
 * The help side panel; the header's Help button toggles it. The shell loads this remote on the first press of
 * Help (so pages do not pay for it up front), which is why the deployed app starts open: see lifecycles.tsx.
 */
export function App({ initiallyOpen = false }: { initiallyOpen?: boolean }) {
  const [open, setOpen] = useState(initiallyOpen);
  useEffect(() => {
    const toggle = () => setOpen((was) => !was);
    window.addEventListener(TOGGLE_HELP_EVENT, toggle);
    return () => window.removeEventListener(TOGGLE_HELP_EVENT, toggle);
  }, []);
  return <div data-testid="remote-help">{open && <HelpPanel onClose={() => setOpen(false)} />}</div>;
}
