import { useEffect, useState } from 'react';
import { TOGGLE_HELP_EVENT } from '@rbt/web-kit';
import { HelpPanel } from '../HelpPanel/HelpPanel';

/** The help side panel, mounted on every signed-in page; the header's Help button toggles it. */
export function App() {
  const [open, setOpen] = useState(false);
  useEffect(() => {
    const toggle = () => setOpen((was) => !was);
    window.addEventListener(TOGGLE_HELP_EVENT, toggle);
    return () => window.removeEventListener(TOGGLE_HELP_EVENT, toggle);
  }, []);
  return <div data-testid="remote-help">{open && <HelpPanel onClose={() => setOpen(false)} />}</div>;
}
