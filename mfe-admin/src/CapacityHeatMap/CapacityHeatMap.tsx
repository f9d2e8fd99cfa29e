import { EuiText, EuiToolTip } from '@elastic/eui';
import { CAPACITY_SLOT_IDS, type CapacitySummary } from '@rbt/contracts';
import './heat-map.css';
import { formatCount, formatPercent } from '@rbt/web-kit';

/** Cell colour: grey when nothing was uploaded, then white → deep red as more of the slot is booked. */
export function heatColour(total: number, utilisation: number): string {
  if (total === 0) return '#E9EDF3';
  const lightness = 96 - Math.round(Math.min(1, utilisation) * 58);
  return `hsl(${utilisation >= 0.9 ? 0 : 18}, 85%, ${lightness}%)`;
}

interface Props {
  summary: CapacitySummary;
  cities?: string[];
}

/** Utilisation by city (rows) and hour (columns) as a CSS grid: one cell per city-slot. */
export function CapacityHeatMap({ summary, cities }: Props) {
  const rows = cities ? summary.cities.filter((c) => cities.includes(c.city)) : summary.cities;
  return (
    <div className="capacity-heat-map-scroll">
      <div
        className="capacity-heat-map"
        role="table"
        aria-label={`Capacity utilisation on ${summary.date}`}
        data-testid="heat-map"
      >
        <div role="row" className="capacity-heat-map__row">
          <span role="columnheader" className="capacity-heat-map__corner">
            City
          </span>
          {CAPACITY_SLOT_IDS.map((s) => (
            <span key={s} role="columnheader" className="capacity-heat-map__hour">
              {s.slice(0, 2)}
            </span>
          ))}
        </div>
        {rows.map((c) => (
          <div role="row" key={c.city} className="capacity-heat-map__row">
            <span role="rowheader" className="capacity-heat-map__city">
              {c.name}
            </span>
            {c.slots.map((s) => {
              const label =
                s.total === 0
                  ? `${c.name} ${s.timeSlot}: no capacity uploaded`
                  : `${c.name} ${s.timeSlot}: ${formatPercent(s.utilisation)} used (${formatCount(s.booked)} of ${formatCount(s.total)})`;
              return (
                <EuiToolTip key={s.timeSlot} content={label}>
                  <span
                    role="cell"
                    tabIndex={0}
                    aria-label={label}
                    className="capacity-heat-map__cell"
                    data-testid={`heat-${c.city}-${s.timeSlot}`}
                    data-utilisation={s.utilisation}
                    data-total={s.total}
                    style={{ background: heatColour(s.total, s.utilisation) }}
                  >
                    {s.total > 0 ? Math.round(s.utilisation * 100) : ''}
                  </span>
                </EuiToolTip>
              );
            })}
          </div>
        ))}
      </div>
      <EuiText size="xs" color="subdued">
        <p>
          Percent of each slot&apos;s capacity booked; grey means the slot has no capacity (closed by an upload of 0).
          Slots nobody uploaded hold the default inventory derived from the city's audience.
        </p>
      </EuiText>
    </div>
  );
}
