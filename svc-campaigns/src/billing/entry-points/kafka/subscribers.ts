import { eventConsumer } from '@rbt/service-kit';
import type { Deps } from '../../../deps';
import { settleOnCompletion } from '../../domain/settlement-use-case';

/**
 * Settlement: a completed campaign that ran short is credited; its own group, as one handler per event, through the
 * kit's consumer (as every subscription).
 */
export async function startBillingSubscribers(deps: Deps): Promise<void> {
  const settleCampaignOnCampaignStatusChanged = (e: Parameters<typeof settleOnCompletion>[1]) =>
    settleOnCompletion(deps, e);
  const settlement = eventConsumer({
    redis: deps.redis,
    mongo: deps.mongo,
    group: 'svc-campaigns.settlement',
    logger: deps.logger,
  });
  await deps.bus.subscribe('campaigns', 'svc-campaigns.settlement', {
    'campaign.status_changed': settlement(
      'settleCampaignOnCampaignStatusChanged',
      settleCampaignOnCampaignStatusChanged,
    ),
  });
}
