import { useMemo } from 'react';
import { useIntl } from '@rbt/web-kit/src/i18n/intl';
import { INTERESTS } from '@rbt/pricing';

/**
 * The niche page's interests and capacity areas in the page's language. Only this page names them, so
 * their messages are among the wizard's later words (messages/later), not in step 1's chunk. Whether an id is known
 * is asked of the messages the page has now, not of a catalog file, since the later words arrive at run time. An id
 * no catalog knows yet (an interest added to the reference data later) shows its English name.
 */
export function useNicheNames() {
  const intl = useIntl();
  return useMemo(() => {
    const named = (id: string, english: string) => (id in intl.messages ? intl.formatMessage({ id }) : english);
    const interest = (id: string) => INTERESTS.find((i) => i.id === id);
    return {
      interest: (id: string) => named(`wiz.interest.${id}`, interest(id)?.name ?? id),
      interestAbout: (id: string) => named(`wiz.interest.${id}.about`, interest(id)?.description ?? ''),
      /** A capacity city's named area by its id ("dha", the same words in every city that has one). */
      area: (id: string, english: string) => named(`wiz.area.${id}`, english),
    };
  }, [intl]);
}
