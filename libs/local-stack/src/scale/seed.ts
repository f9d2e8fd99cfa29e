import { MongoClient } from 'mongodb';
import { karachiClock, ServingSpec } from '@rbt/contracts';

/** Karachi's date and hour slot (`HH-HH`) at `ms`: the cell svc-capacity serves from. */
export function karachiCell(ms: number): { date: string; timeSlot: string } {
  const { date, slot } = karachiClock(ms);
  return { date, timeSlot: slot };
}

interface SeedOptions {
  mongoUrl: string;
  /** The fleet's run prefix: databases `<run>rbt_capacity` and `<run>rbt_campaigns`. */
  run: string;
  campaignIds: readonly string[];
  /** Plays booked per campaign in each cell (this hour and the next, so a run across the hour keeps serving). */
  bookedPerCell: number;
  pricePerPlayPkr: number;
}

/**
 * Live, booked campaigns as payment, approval and the scheduler leave them, written straight into the two services'
 * databases before they start (svc-capacity's reservation with its serving spec, svc-campaigns' campaign with its
 * locked quote): a bench or soak of the play path needs thousands of plays in this very hour, more than the
 * portal would sell through the wizard in a run.
 */
export async function seedLiveCampaigns(o: SeedOptions): Promise<void> {
  const client = await MongoClient.connect(o.mongoUrl);
  try {
    const now = Date.now();
    const cells = [karachiCell(now), karachiCell(now + 3_600_000)].map((c) => ({
      ...c,
      city: 'karachi',
      n: o.bookedPerCell,
    }));
    const guaranteed = o.bookedPerCell * cells.length;
    await client
      .db(`${o.run}rbt_capacity`)
      .collection('reservations')
      .insertMany(
        o.campaignIds.map((id, i) => ({
          _id: id as never,
          state: 'reserved',
          cells,
          impressions: guaranteed,
          shortSlots: [],
          campaignStatus: 'live',
          serving: ServingSpec.parse({
            audio: { id: `aud-${i}`, durationSec: 20 },
            pricePerPlayPkr: o.pricePerPlayPkr,
            freqCapPerDay: 5,
            title: `Scale ${i}`,
          }),
        })),
      );
    await client
      .db(`${o.run}rbt_campaigns`)
      .collection('campaigns')
      .insertMany(
        o.campaignIds.map((id) => ({
          _id: id as never,
          status: 'live',
          deletedAt: null,
          quote: { estImpressions: guaranteed, totalCost: guaranteed * o.pricePerPlayPkr },
          delivery: { impressions: 0, spend: 0, uniqueReach: 0 },
        })),
      );
  } finally {
    await client.close();
  }
}
