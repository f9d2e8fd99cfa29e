import { round2 } from '@rbt/pricing';
import { responseRatePct, type ResponseSummary } from '@rbt/contracts';

export interface DayCounts {
  date: string;
  responses: number;
  sending: number;
  delivered: number;
  callbacks: number;
}

/**
 * A campaign's responses per Karachi day beside its counted plays: response rate = responses / plays, cost per
 * response = spend (plays × the price per play it was sold at) / responses. Days with plays or responses only.
 */
export function responseSummary(
  playsPerDay: ReadonlyMap<string, number>,
  counts: DayCounts[],
  pricePerPlayPkr: number,
  leads: { callerNumber: string; at: Date; creativeId?: string }[],
  perSlot: { plays: ReadonlyMap<string, number>; responses: ReadonlyMap<string, number> } = {
    plays: new Map(),
    responses: new Map(),
  },
): Omit<ResponseSummary, 'byCreative'> {
  const slots = [...new Set([...perSlot.plays.keys(), ...perSlot.responses.keys()])].sort();
  const hours = slots.map((timeSlot) => ({
    timeSlot,
    plays: perSlot.plays.get(timeSlot) ?? 0,
    responses: perSlot.responses.get(timeSlot) ?? 0,
  }));
  const byDate = new Map(counts.map((c) => [c.date, c]));
  const dates = [...new Set([...playsPerDay.keys(), ...byDate.keys()])].sort();
  const days = dates.map((date) => {
    const c = byDate.get(date);
    return {
      date,
      plays: playsPerDay.get(date) ?? 0,
      responses: c?.responses ?? 0,
      smsSending: c?.sending ?? 0,
      smsDelivered: c?.delivered ?? 0,
      callbacks: c?.callbacks ?? 0,
    };
  });
  const sum = (k: keyof (typeof days)[number]) => days.reduce((s, d) => s + (d[k] as number), 0);
  const plays = sum('plays');
  const responses = sum('responses');
  return {
    days,
    hours,
    totals: {
      plays,
      responses,
      smsSending: sum('smsSending'),
      smsDelivered: sum('smsDelivered'),
      callbacks: sum('callbacks'),
      responseRatePct: responseRatePct(responses, plays),
      costPerResponsePkr: responses > 0 ? round2((plays * pricePerPlayPkr) / responses) : null,
    },
    // The ad is named only where one of several was heard, as on the response itself.
    callbacks: leads.map((l) => ({
      callerNumber: l.callerNumber,
      at: l.at.toISOString(),
      ...(l.creativeId ? { creativeId: l.creativeId } : {}),
    })),
  };
}
