import { CAPACITY_SLOT_IDS, CapacityRow, CapacitySummary } from '@rbt/contracts';
import { CITIES } from '@rbt/pricing';

interface Usage {
  total: number;
  booked: number;
  available: number;
  utilisation: number;
}

const usage = (total: number, booked: number): Usage => ({
  total,
  booked,
  available: Math.max(0, total - booked),
  // Three decimals are enough for a heat map and a percentage card.
  utilisation: total > 0 ? Math.round((booked / total) * 1000) / 1000 : 0,
});

/** Utilisation by city and hour for one date over every city and slot sold (rows include the default inventory). */
export function buildSummary(date: string, rows: CapacityRow[]): CapacitySummary {
  const byKey = new Map(rows.map((r) => [`${r.city}|${r.timeSlot}`, r]));
  let total = 0;
  let booked = 0;
  const cities = CITIES.map(({ id, name }) => {
    let cityTotal = 0;
    let cityBooked = 0;
    const slots = CAPACITY_SLOT_IDS.map((timeSlot) => {
      const r = byKey.get(`${id}|${timeSlot}`);
      cityTotal += r?.totalCapacity ?? 0;
      cityBooked += r?.bookedCapacity ?? 0;
      return { timeSlot, ...usage(r?.totalCapacity ?? 0, r?.bookedCapacity ?? 0) };
    });
    total += cityTotal;
    booked += cityBooked;
    return { city: id, name, ...usage(cityTotal, cityBooked), slots };
  });
  return { date, ...usage(total, booked), cities };
}
