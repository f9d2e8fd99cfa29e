import { EuiText, EuiToolTip } from '@elastic/eui';
import { CAPACITY_SLOT_IDS, type CapacitySummary } from '@rbt/contracts';
import './heat-map.css';
import { formatCount, formatPercent, useLabels } from '@rbt/web-kit';
import { useAdminT } from '../messages';

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
  const t = useAdminT();
  const labels = useLabels();
  const rows = cities ? summary.cities.filter((c) => cities.includes(c.city)) : summary.cities;
  return (
    <div className="capacity-heat-map-scroll">
      <div
        className="capacity-heat-map"
        role="table"
        aria-label={t('admin.heat.aria', { date: summary.date })}
        data-testid="heat-map"
      >
        <div role="row" className="capacity-heat-map__row">
          <span role="columnheader" className="capacity-heat-map__corner">
            {t('admin.common.city')}
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
              {labels.city(c.city, c.name)}
            </span>
            {c.slots.map((s) => {
              const where = { city: labels.city(c.city, c.name), slot: s.timeSlot };
              const label =
                s.total === 0
                  ? t('admin.heat.noCapacity', where)
                  : t('admin.heat.used', {
                      ...where,
                      percent: formatPercent(s.utilisation),
                      booked: formatCount(s.booked),
                      total: formatCount(s.total),
                    });
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
        <p>{t('admin.heat.note')}</p>
      </EuiText>
    </div>
  );
}
