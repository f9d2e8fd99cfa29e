import { bookingOutcomes, dedupeByEventId, EventBus, makeEvent } from '@rbt/service-kit';
import type { EventOf } from '@rbt/contracts';
import type { Deps, Repos } from '../../app';
import { buildRepos } from '../../app';
import { Outcome, releaseCampaign, reserveCampaign } from '../../domain/reservation-use-case';

type StatusChanged = EventOf<'campaigns', 'campaign.status_changed'>;
type Deleted = EventOf<'campaigns', 'campaign.deleted'>;

export const CONSUMER_GROUP = 'svc-capacity';

/** Statuses in which a campaign holds inventory; entering one reserves, leaving for another (but completed) releases. */
const HOLDING = new Set(['scheduled', 'live']);

/** Publishes where the booking stands; a repeated reservation re-announces it so a crash before publishing heals. */
export async function publishOutcome(bus: EventBus, o: Outcome): Promise<void> {
  if (o.kind === 'reserved')
    await bus.publish(
      'capacity',
      makeEvent('capacity', 'capacity.reserved', o.campaignId, {
        campaignId: o.campaignId,
        impressions: o.impressions,
      }),
    );
  else if (o.kind === 'insufficient')
    await bus.publish(
      'capacity',
      makeEvent('capacity', 'capacity.insufficient', o.campaignId, {
        campaignId: o.campaignId,
        shortSlots: o.shortSlots,
        reason: o.reason,
      }),
    );
  else if (o.changed)
    await bus.publish(
      'capacity',
      makeEvent('capacity', 'capacity.released', o.campaignId, { campaignId: o.campaignId }),
    );
}

/** campaign.status_changed → reserve on approval or resume, release on rejection, pause or any other exit. */
export function reserveOrReleaseOnStatusChanged(deps: Deps, repos: Repos) {
  return async (e: StatusChanged): Promise<void> => {
    const { to, booking } = e.data;
    // Completed campaigns keep their bookings: the inventory was used, and past utilisation stays visible.
    if (to === 'completed') return repos.reservations.setCampaignStatus(e.aggregateId, to);
    const o = HOLDING.has(to)
      ? await reserveCampaign(repos, e.aggregateId, booking)
      : await releaseCampaign(repos, e.aggregateId);
    if (HOLDING.has(to) && o.changed) bookingOutcomes.inc({ outcome: o.kind });
    await repos.reservations.setCampaignStatus(e.aggregateId, to);
    deps.logger.info(
      { campaignId: e.aggregateId, to, outcome: o.kind, changed: o.changed },
      'capacity booking updated',
    );
    await publishOutcome(deps.bus, o);
  };
}

export function releaseOnCampaignDeleted(deps: Deps, repos: Repos) {
  return async (e: Deleted): Promise<void> => {
    await publishOutcome(deps.bus, await releaseCampaign(repos, e.aggregateId));
  };
}

/** Kafka entry points of svc-capacity; handlers are named <Action>On<Event>. */
export async function startSubscribers(deps: Deps): Promise<void> {
  const repos = buildRepos(deps);
  await deps.bus.subscribe('campaigns', CONSUMER_GROUP, {
    'campaign.status_changed': dedupeByEventId(
      deps.redis,
      CONSUMER_GROUP,
      reserveOrReleaseOnStatusChanged(deps, repos),
    ),
    'campaign.deleted': dedupeByEventId(deps.redis, CONSUMER_GROUP, releaseOnCampaignDeleted(deps, repos)),
  });
}
