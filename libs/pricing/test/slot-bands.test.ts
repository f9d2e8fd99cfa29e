import { slotBandOf, TIME_SLOT_IDS } from '@rbt/contracts';
import { derivePriceInputs, SETUP, TIME_SLOTS } from '../src';

describe('the day’s price bands, one definition', () => {
  it('when each wizard slot is banded, then 18-22 is prime, 12-18 midday (semi-peak) and the rest off-peak', () => {
    const bands = TIME_SLOT_IDS.map((id) => `${id}:${slotBandOf(id)}`);
    expect(bands.filter((b) => b.endsWith(':peak'))).toEqual(['18-19:peak', '19-20:peak', '20-21:peak', '21-22:peak']);
    expect(bands.filter((b) => b.endsWith(':semipeak')).map((b) => b.slice(0, 5))).toEqual([
      '12-13',
      '13-14',
      '14-15',
      '15-16',
      '16-17',
      '17-18',
    ]);
  });

  it('when the setup cost, the slot grid and the price models read a slot, then they agree on its band', () => {
    const multiplier = { peak: 2, semipeak: 1.5, offpeak: 1 } as const;
    for (const slot of TIME_SLOTS) {
      const band = slotBandOf(slot.id);
      expect({ slot: slot.id, m: SETUP.slotMultiplier(Number(slot.id.slice(0, 2))) }).toEqual({
        slot: slot.id,
        m: multiplier[band],
      });
      expect({ slot: slot.id, peak: slot.peak }).toEqual({ slot: slot.id, peak: band === 'peak' });
      // The derivation of the standard model names the same band for a campaign of that one slot.
      expect({ slot: slot.id, d: derivePriceInputs({ timeSlots: [slot.id] }).standardSlot }).toEqual({
        slot: slot.id,
        d: band,
      });
    }
  });
});
