import { triggerAppChange } from 'single-spa';
import { TOGGLE_HELP_EVENT } from '@rbt/web-kit/src/events';

/**
 * The help panel is available on every signed-in page but its remote is fetched on the first press of Help:
 * loading it with every page cost 56 KiB of JavaScript (gzip, docs/benchmarks.md#pages) that most visits never use.
 * The remote mounts open (mfe-help/src/lifecycles.tsx); from then on it listens to the Help button itself.
 */
export function helpOnDemand(): { activeWhen: () => boolean } {
  let wanted = false;
  const onFirstPress = () => {
    window.removeEventListener(TOGGLE_HELP_EVENT, onFirstPress);
    wanted = true;
    void triggerAppChange();
  };
  window.addEventListener(TOGGLE_HELP_EVENT, onFirstPress);
  return { activeWhen: () => wanted };
}
