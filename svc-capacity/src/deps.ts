import type { OutboxRelay, ServiceDeps } from '@rbt/service-kit';
import type { Config } from './config';
import type { InventoryRepository } from './inventory/data-access/inventory-repository';
import type { CapacityGrid } from './inventory/data-access/capacity-grid';
import type { ServingStore } from './serving/data-access/serving-store';
import type { AudioInfoClient } from './serving/data-access/audio-info-client';
import type { AudienceListClient } from './serving/data-access/audience-list-client';
import type { ServingIndex } from './serving/domain/serving-index';
import type { HourPlan } from './serving/domain/allocation-plan';
import type { DeliveryCounts } from './serving/data-access/delivery-counts';
import type { PlatformTrafficStore } from './platforms/data-access/platform-traffic-store';
import type { PlatformTally } from './platforms/domain/platform-traffic';
import type { DefaultTotal } from './inventory/domain/default-inventory';
import type { SuppressionPorts } from './serving/domain/suppression-use-case';
import type { ResponseRepository } from './serving/data-access/response-repository';
import type { SmscClient } from './serving/data-access/smsc-client';
import type { ResponsePorts } from './serving/domain/caller-response-use-case';
import type { SmsSendPorts } from './serving/domain/sms-send-use-case';
import type { PlatformHourCounts } from './platforms/data-access/platform-hour-counts';
import type { RevenueShareRepository } from './platforms/data-access/revenue-share-repository';
import type { HourlyDecisionTally } from './platforms/domain/platform-report';

/** The repositories the use cases reach MongoDB through. */
export interface Repos {
  /** The slots' holds a booking takes and gives back (inventory-repository.ts). */
  slots: InventoryRepository['slots'];
  /** The campaigns' reservations; a write that queues capacity.v1 events wakes their relay. */
  reservations: InventoryRepository['reservations'];
  /** The same slots as the admin's grid and the feasibility check read them, and the upload sets them. */
  grid: CapacityGrid;
}

/**
 * Everything compose() builds once. It lives in its own file (not app.ts) so route, consumer and job files can
 * import the type without an import circle back through app.ts.
 */
export interface Deps extends ServiceDeps<Config>, Repos {
  /**
   * capacity.v1 events leave the reservation documents, delivery.v1 plays the Redis plays stream, through these; what
   * queued them wakes its relay (the inventory repository after its write, the tracking use case after a counted play).
   */
  relays: OutboxRelay[];
  /** The relay of the plays stream, woken by each counted play (tracking-use-case.ts). */
  playsRelay: OutboxRelay;
  /** This instance's in-memory index of serveable campaigns (the hot path never reads MongoDB). */
  servingIndex: ServingIndex;
  /** Caps, cell counters, decisions and the plays outbox in Redis, on a fail-fast connection (what decide takes). */
  serving: ServingStore;
  /** This instance's allocation plan of the current hour (replaced by the allocation job). */
  allocation: { plan: HourPlan };
  /** Customer-list members from svc-pricing, for list-targeted campaigns. */
  audienceLists: AudienceListClient;
  /** Measured audio lengths from svc-media (the VAST Duration). */
  audioInfo: AudioInfoClient;
  /** Plays counted per campaign cell (the admin delivery view). */
  deliveryCounts: DeliveryCounts;
  /** This instance's decision outcomes per platform, flushed to the shared per-minute counters. */
  platformTally: PlatformTally;
  platformTraffic: PlatformTrafficStore;
  /** This instance's live decisions per platform and hour, flushed to the durable hourly counts. */
  hourlyTally: HourlyDecisionTally;
  /** Per-platform hourly counts in MongoDB: the platforms' reports and monthly statements. */
  platformHours: PlatformHourCounts;
  revenueShares: RevenueShareRepository;
  /** A cell's inventory when no admin uploaded one, and the forecast of its calls when no traffic was seen. */
  defaultTotal: DefaultTotal;
  /** Opt-outs and the Do-Not-Call register: kept in MongoDB, checked in Redis by every decision. */
  suppression: SuppressionPorts;
  /** The wall clock, as every service's `clock()`: when a record changed (a reservation's updatedAt). */
  clock: () => Date;
  /** The serving path's time in ms: the wall clock moved by SERVING_CLOCK_SHIFT_MS within its Karachi day (0 in production). */
  servingClock: () => number;
  /** Press 1: counted responses, their SMS outbox and the callback leads. */
  responses: ResponseRepository;
  /** The kept SMPP session to the operator's SMSC. */
  smsc: SmscClient;
  /** The session to the SMSC stand-in sandbox keys' SMS go to (SANDBOX_SMSC_URL); null when none is set. */
  sandboxSmsc: SmscClient | null;
  responsePorts: ResponsePorts;
  smsSendPorts: SmsSendPorts;
  /** Set by the SMS sender job: wakes it when a response queued an SMS. */
  smsQueue: { wake: () => void };
}
