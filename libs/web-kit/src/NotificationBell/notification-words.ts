import type { Notification } from '@rbt/contracts';
import { useKitT } from '../i18n/use-t';
import { useHoldReason } from '../i18n/hold-reason';

/** Kinds whose reason is an admin's typed words, shown as they wrote them inside the page's sentence. */
const WITH_REASON = {
  rejected: 'kit.notify.rejectedWhy',
  creative_rejected: 'kit.notify.creative_rejectedWhy',
} as const;

/**
 * A notification in the page's language, from its kind and campaign name: the service's `text` is English
 * for API callers and never shown. The campaign name and an admin's reason are the advertiser's and admin's own words.
 */
export function useNotificationWords() {
  const t = useKitT();
  const holdReason = useHoldReason();
  const sentence = (n: Notification): string => {
    const name = n.campaignName || t('kit.notify.unnamed');
    if (n.reason && (n.kind === 'rejected' || n.kind === 'creative_rejected'))
      return t(WITH_REASON[n.kind], { name, reason: n.reason });
    return t(`kit.notify.${n.kind}`, { name });
  };
  /** A capacity hold's short slots in words, from the notification's `hold` data. */
  const holdDetails = (n: Notification): string[] => (n.kind === 'capacity_hold' ? holdReason(n.hold, n.reason) : []);
  return { sentence, holdDetails };
}
