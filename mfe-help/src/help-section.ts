import { useEffect, useState } from 'react';
import { HelpSection } from '@rbt/contracts';

/**
 * The wizard (another remote) may announce where the user is: `window.dispatchEvent(new CustomEvent(
 * 'rbt:help-context', { detail: { section: 'creative', campaignId: 'abc' } }))`. Until it does, the section
 * comes from the URL (#creative, or ?step=1|2|3) and the user can pick one in the Help tab.
 */
export const HELP_CONTEXT_EVENT = 'rbt:help-context';

export interface WizardContext {
  section: HelpSection | null;
  campaignId: string | null;
}

const STEP_SECTION: Record<string, HelpSection> = { '1': 'audience', '2': 'creative', '3': 'budget' };

export function fromUrl(): WizardContext {
  const hash = HelpSection.safeParse(window.location.hash.slice(1));
  const query = new URLSearchParams(window.location.search);
  return {
    section: hash.success ? hash.data : (STEP_SECTION[query.get('step') ?? ''] ?? null),
    campaignId: query.get('continue'),
  };
}

export function useWizardContext(path: string): [WizardContext, (section: HelpSection) => void] {
  const [ctx, setCtx] = useState<WizardContext>(fromUrl);
  // A new page starts from its own URL again.
  useEffect(() => setCtx(fromUrl()), [path]);
  useEffect(() => {
    const onContext = (e: Event) => {
      const detail = (e as CustomEvent<Partial<WizardContext>>).detail ?? {};
      const section = HelpSection.safeParse(detail.section);
      setCtx((was) => ({
        section: section.success ? section.data : was.section,
        campaignId: detail.campaignId ?? was.campaignId,
      }));
    };
    window.addEventListener(HELP_CONTEXT_EVENT, onContext);
    return () => window.removeEventListener(HELP_CONTEXT_EVENT, onContext);
  }, []);
  return [ctx, (section) => setCtx((was) => ({ ...was, section }))];
}
