import { CAPACITY_CITY_IDS, CapacityCity } from '@rbt/contracts';
import { CITY_BY_ID } from './cities';

/** The capacity grid's cities: every city the wizard sells (CAPACITY_CITY_IDS), named as the audience names them. */
export const CAPACITY_CITIES: readonly CapacityCity[] = CAPACITY_CITY_IDS.map((id) => {
  const city = CITY_BY_ID.get(id);
  if (!city) throw new Error(`capacity city ${id} has no audience row`);
  return CapacityCity.parse({ id, name: city.name });
});
