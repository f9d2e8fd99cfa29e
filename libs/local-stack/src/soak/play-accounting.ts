import { Kafka, logLevel } from 'kafkajs';
import { TOPICS } from '@rbt/contracts';
import type { SoakClient } from './soak-client';
import type { ServingCampaign, TrafficStats } from './serving';
import { lagOf } from './event-accounting';

interface Played {
  campaignId: string;
  date: string;
  city: string;
  timeSlot: string;
  subscriberHash: string;
}
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * Every ad.played on delivery.v1, by event id, and how many copies were on the topic: read until `expected`
 * distinct plays arrived (capacity's relay may still be sending what waited out the Kafka restart) and to the
 * topic's end, then until svc-campaigns' delivery consumer has committed to that end; `waitMs` at most.
 */
async function playsOnTopic(brokers: string, prefix: string, expected: number, waitMs: number) {
  const kafka = new Kafka({ clientId: 'soak-plays', brokers: brokers.split(','), logLevel: logLevel.NOTHING });
  const admin = kafka.admin();
  await admin.connect();
  const topic = prefix + TOPICS.delivery;
  const until = Date.now() + waitMs;
  const plays = new Map<string, Played>();
  const read = new Map<number, number>();
  let copies = 0;
  const reader = kafka.consumer({ groupId: `${prefix}soak-plays-${Date.now()}` });
  await reader.connect();
  await reader.subscribe({ topic, fromBeginning: true });
  await reader.run({
    eachMessage: async ({ partition, message }) => {
      read.set(partition, Number(message.offset) + 1);
      const e = JSON.parse(message.value?.toString('utf8') ?? 'null') as {
        eventId: string;
        eventName: string;
        data: Played;
      };
      if (e?.eventName !== 'ad.played') return;
      if (plays.has(e.eventId)) copies += 1;
      plays.set(e.eventId, e.data);
    },
  });
  while (plays.size < expected && Date.now() < until) await sleep(500);
  const ends = await admin.fetchTopicOffsets(topic);
  const done = () => ends.every((p) => Number(p.high) === 0 || (read.get(p.partition) ?? 0) >= Number(p.high));
  while (!done() && Date.now() < until) await sleep(500);
  await reader.disconnect();
  while ((await lagOf(admin, `${prefix}svc-campaigns.delivery`, topic)) > 0 && Date.now() < until) await sleep(1000);
  await admin.disconnect();
  return { plays, copies, complete: done() };
}

/**
 * The soak's serving verdict, once every consumer has caught up: plays the tracking accepted (204 to the
 * platform) against ad.played on the topic and the plays svc-campaigns' analytics counted; subscribers over their
 * daily cap; Karachi cells over what was booked in them (capacity's own figure, through the admin API).
 */
export async function accountPlays(
  brokers: string,
  prefix: string,
  traffic: TrafficStats,
  campaigns: ServingCampaign[],
  advertiser: SoakClient,
  admin: SoakClient,
  capPerDay: number,
) {
  const accepted = traffic.accepted.impression ?? 0;
  const started = Date.now();
  const { plays, copies, complete } = await playsOnTopic(brokers, prefix, accepted, 300_000);
  let analyticsCounted = 0;
  for (const c of campaigns) {
    const a = await advertiser.expect<{ totals: { impressions: number } }>(
      200,
      'GET',
      `/api/analytics?campaignId=${c.id}`,
    );
    analyticsCounted += a.body.totals.impressions;
  }
  const perSubscriberDay = new Map<string, number>();
  const perCell = new Map<string, number>();
  const perCampaign = new Map<string, number>();
  for (const p of plays.values()) {
    const k = `${p.subscriberHash}|${p.campaignId}|${p.date}`;
    perSubscriberDay.set(k, (perSubscriberDay.get(k) ?? 0) + 1);
    perCell.set(`${p.date}|${p.city}|${p.timeSlot}`, (perCell.get(`${p.date}|${p.city}|${p.timeSlot}`) ?? 0) + 1);
    perCampaign.set(p.campaignId, (perCampaign.get(p.campaignId) ?? 0) + 1);
  }
  const overBookedCells: string[] = [];
  for (const [cell, n] of perCell) {
    const [date, city, slot] = cell.split('|') as [string, string, string];
    const rows = await admin.expect<{ timeSlot: string; bookedCapacity: number }[]>(
      200,
      'GET',
      `/api/admin/capacity?date=${date}&city=${city}`,
    );
    const booked = rows.body.find((r) => r.timeSlot === slot)?.bookedCapacity ?? 0;
    if (n > booked) overBookedCells.push(`${cell}: ${n} plays, ${booked} booked`);
  }
  const overGuarantee = campaigns.filter((c) => (perCampaign.get(c.id) ?? 0) > c.guaranteed).map((c) => c.id);
  const overCap = [...perSubscriberDay.values()].filter((n) => n > capPerDay).length;
  return {
    decisions: traffic.calls,
    ads: traffic.ads,
    empty: traffic.empty,
    failedCalls: traffic.failed,
    droppedCalls: traffic.dropped,
    trackingAccepted: traffic.accepted,
    playsOnTopic: plays.size,
    settledMs: Date.now() - started,
    topicReadToEnd: complete,
    duplicateCopiesOnTopic: copies,
    analyticsCounted,
    lostPlays: Math.max(0, accepted - analyticsCounted),
    doubleCountedPlays: Math.max(0, analyticsCounted - accepted),
    playsNotOnTopic: Math.max(0, accepted - plays.size),
    overCapSubscriberDays: overCap,
    overBookedCells,
    overGuaranteeCampaigns: overGuarantee,
    playsPerCell: Object.fromEntries(perCell),
  };
}
