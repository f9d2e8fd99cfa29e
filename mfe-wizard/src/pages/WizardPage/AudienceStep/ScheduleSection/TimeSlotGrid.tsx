import { EuiButton, EuiText } from '@elastic/eui';
import { css } from '@emotion/css';
import { TIME_SLOTS, slotPlayPrice, type CostPerViewInput } from '@rbt/pricing';
import type { SlotAvailability } from '@rbt/contracts';
import { SlotAvailabilityBadge } from '../SlotAvailabilityBadge/SlotAvailabilityBadge';
import { toggleId as toggle } from '../../../../components/CitySearch/city-search';
import { formatPkrPerPlay } from '@rbt/web-kit';
import { useWizT } from '../../../../messages';
import { useNames } from '../../../../messages/reference';

const gridCss = css`
  display: grid;
  gap: 8px;
  grid-template-columns: repeat(auto-fill, minmax(150px, 1fr));
  button {
    height: auto;
    min-height: 52px;
  }
  .slot {
    display: flex;
    flex-direction: column;
    line-height: 1.3;
    align-items: center;
  }
`;

export interface TimeSlotGridProps {
  selected: readonly string[];
  /** The audience and cap the price per play depends on (the same inputs as the quote). */
  pricing: Omit<CostPerViewInput, 'timeSlots'>;
  onChange(slots: string[]): void;
  /** From svc-capacity for the chosen dates and cities; a sold-out slot cannot be picked (it can still be removed). */
  availability?: ReadonlyMap<string, SlotAvailability>;
}

/** The 18 hourly slots 6 AM to midnight, each with its price per play (before fee and VAT); prime time 18-22 is marked. */
export function TimeSlotGrid({ selected, pricing, onChange, availability }: TimeSlotGridProps) {
  const t = useWizT();
  const names = useNames();
  return (
    <div className={gridCss} role="group" aria-label={t('wiz.schedule.slots')}>
      {TIME_SLOTS.map((s) => {
        const on = selected.includes(s.id);
        const a = availability?.get(s.id);
        return (
          <EuiButton
            key={s.id}
            size="s"
            // A picked slot looks picked whatever its hour: the filled blue with a tick; only unpicked
            // prime slots keep the warm tint, which filled looked like an unpicked slot.
            color={s.peak && !on ? 'warning' : 'primary'}
            fill={on}
            isSelected={on}
            iconType={on ? 'check' : undefined}
            data-slot={s.id}
            isDisabled={!on && a?.status === 'sold_out'}
            onClick={() => onChange(toggle(selected, s.id))}
          >
            <span className="slot">
              <span>{names.slot(s.id)}</span>
              <EuiText size="xs" component="span">
                {t(s.peak ? 'wiz.slot.perPlayPrime' : 'wiz.slot.perPlay', {
                  price: formatPkrPerPlay(slotPlayPrice(s.id, pricing)),
                })}
              </EuiText>
              <SlotAvailabilityBadge availability={a} />
            </span>
          </EuiButton>
        );
      })}
    </div>
  );
}
