import type { ScheduleEstimate } from '@rbt/contracts';
import { round2, SCHEDULE_ESTIMATE as S, SETUP } from './constants';
import { slotStartHour } from './reference/time-slots';
import type { AudienceFilter } from './audience';

export interface ScheduleEstimateInput extends Pick<AudienceFilter, 'deviceType' | 'valueTier'> {
  cities: readonly string[];
  timeSlots: readonly string[];
  freqCapPerDay: number;
}

/**
 * Secondary schedule estimate (spec §9): 1000 without cities, else 500 × city factor × tier × device × city count,
 * then × average slot multiplier (2 prime, 1.5 midday) × frequency multiplier (1.25 for cap ≥ 3, 1.1 for cap 2).
 * The city factor is 1.5 when any major city is selected (the same "any" rule as the setup screen's adder).
 */
export function scheduleEstimate(i: ScheduleEstimateInput): ScheduleEstimate {
  const cities = [...new Set(i.cities)];
  if (cities.length === 0)
    return { cost: S.fallbackCost, breakdown: [{ label: 'Fallback base cost', value: S.fallbackCost, type: 'base' }] };
  const cityFactor = cities.some((c) => S.majorCities.includes(c)) ? S.majorCityFactor : 1;
  const tier = SETUP.tier[i.valueTier];
  const device = SETUP.device[i.deviceType];
  const slot =
    i.timeSlots.length === 0 ? 1 : i.timeSlots.reduce((s, t) => s + S.slot(slotStartHour(t)), 0) / i.timeSlots.length;
  const freq = S.frequency(i.freqCapPerDay);
  const cost = round2(S.perCity * cityFactor * tier * device * cities.length * slot * freq);
  return {
    cost,
    breakdown: [
      { label: 'Base cost per city', value: S.perCity, type: 'base' },
      { label: 'City factor', value: cityFactor, type: 'multiplier' },
      { label: 'Value tier', value: tier, type: 'multiplier' },
      { label: 'Device', value: device, type: 'multiplier' },
      { label: 'Cities', value: cities.length, type: 'multiplier' },
      { label: 'Average slot multiplier', value: slot, type: 'multiplier' },
      { label: 'Frequency multiplier', value: freq, type: 'multiplier' },
    ],
  };
}
