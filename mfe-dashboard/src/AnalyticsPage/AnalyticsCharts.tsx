import type { ReactNode } from 'react';
import { Axis, BarSeries, Chart, LIGHT_THEME, LineSeries, Position, ScaleType, Settings } from '@elastic/charts';
import { EuiFlexGrid, EuiFlexItem, EuiPanel, EuiTitle, EuiSpacer } from '@elastic/eui';
import type { AnalyticsResponse } from '@rbt/contracts';
// The library's layout and light theme styles (EUI does not include them); only this lazy chunk loads them.
import '@elastic/charts/dist/theme_only_light.css';
import { cityLabel, percent, slotLabel } from './labels';
import { formatCountCompact, formatPkrCompact } from '@rbt/web-kit';

const HEIGHT = 260;

function ChartPanel({ title, children }: { title: string; children: ReactNode }) {
  return (
    <EuiPanel hasBorder paddingSize="m" data-testid="analytics-chart">
      <EuiTitle size="xs">
        <h3>{title}</h3>
      </EuiTitle>
      <EuiSpacer size="s" />
      <div style={{ height: HEIGHT }}>{children}</div>
    </EuiPanel>
  );
}

/**
 * The four analytics charts (@elastic/charts). Loaded with React.lazy by the analytics page only, so the charts
 * library is a separate chunk the dashboard never downloads. Each chart carries a spoken summary of its figures.
 */
export default function AnalyticsCharts({ data }: { data: AnalyticsResponse }) {
  const spoken = (rows: { label: string; value: string }[]) => rows.map((r) => `${r.label}: ${r.value}`).join('; ');
  return (
    <EuiFlexGrid columns={2} gutterSize="l" responsive>
      <EuiFlexItem>
        <ChartPanel title="Impressions and spend over time">
          <Chart size={{ height: HEIGHT }}>
            <Settings
              baseTheme={LIGHT_THEME}
              showLegend
              legendPosition={Position.Bottom}
              locale="en"
              ariaLabel="Impressions and spend per day"
              ariaDescription={spoken(
                data.byDate.map((d) => ({ label: d.date, value: `${d.impressions} impressions, PKR ${d.spendPkr}` })),
              )}
            />
            <Axis id="date" position={Position.Bottom} />
            <Axis id="impressions" position={Position.Left} tickFormat={(v: number) => formatCountCompact(v)} />
            <Axis
              id="spend"
              groupId="spend"
              position={Position.Right}
              tickFormat={(v: number) => formatPkrCompact(v)}
            />
            <BarSeries
              id="Impressions"
              data={data.byDate}
              xScaleType={ScaleType.Ordinal}
              yScaleType={ScaleType.Linear}
              xAccessor="date"
              yAccessors={['impressions']}
            />
            <LineSeries
              id="Spend (PKR)"
              groupId="spend"
              color="#d6604d"
              data={data.byDate}
              xScaleType={ScaleType.Ordinal}
              yScaleType={ScaleType.Linear}
              xAccessor="date"
              yAccessors={['spendPkr']}
            />
          </Chart>
        </ChartPanel>
      </EuiFlexItem>
      <EuiFlexItem>
        <ChartPanel title="Completion over time">
          <Chart size={{ height: HEIGHT }}>
            <Settings
              baseTheme={LIGHT_THEME}
              locale="en"
              ariaLabel="Cumulative completion of booked impressions per day"
              ariaDescription={spoken(
                data.byDate.map((d) => ({ label: d.date, value: percent(d.cumulativeCompletionPct) })),
              )}
            />
            <Axis id="date" position={Position.Bottom} />
            <Axis id="pct" position={Position.Left} domain={{ min: 0, max: NaN }} tickFormat={(v: number) => `${v}%`} />
            <LineSeries
              id="Completion"
              data={data.byDate.map((d) => ({ date: d.date, pct: d.cumulativeCompletionPct ?? 0 }))}
              xScaleType={ScaleType.Ordinal}
              yScaleType={ScaleType.Linear}
              xAccessor="date"
              yAccessors={['pct']}
            />
          </Chart>
        </ChartPanel>
      </EuiFlexItem>
      <EuiFlexItem>
        <ChartPanel title="Impressions by city">
          <Chart size={{ height: HEIGHT }}>
            <Settings
              baseTheme={LIGHT_THEME}
              rotation={90}
              locale="en"
              ariaLabel="Impressions by city"
              ariaDescription={spoken(
                data.byCity.map((c) => ({ label: cityLabel(c.city), value: String(c.impressions) })),
              )}
            />
            <Axis id="city" position={Position.Left} tickFormat={(v: string) => cityLabel(v)} />
            <Axis id="impressions" position={Position.Bottom} tickFormat={(v: number) => formatCountCompact(v)} />
            <BarSeries
              id="Impressions"
              data={data.byCity}
              xScaleType={ScaleType.Ordinal}
              yScaleType={ScaleType.Linear}
              xAccessor="city"
              yAccessors={['impressions']}
            />
          </Chart>
        </ChartPanel>
      </EuiFlexItem>
      <EuiFlexItem>
        <ChartPanel title="Impressions by hour">
          <Chart size={{ height: HEIGHT }}>
            <Settings
              baseTheme={LIGHT_THEME}
              locale="en"
              ariaLabel="Impressions by hour of the day (Asia/Karachi)"
              ariaDescription={spoken(
                data.byHour.map((h) => ({ label: slotLabel(h.timeSlot), value: String(h.impressions) })),
              )}
            />
            <Axis id="hour" position={Position.Bottom} tickFormat={(v: string) => slotLabel(v)} />
            <Axis id="impressions" position={Position.Left} tickFormat={(v: number) => formatCountCompact(v)} />
            <BarSeries
              id="Impressions"
              data={data.byHour}
              xScaleType={ScaleType.Ordinal}
              yScaleType={ScaleType.Linear}
              xAccessor="timeSlot"
              yAccessors={['impressions']}
            />
          </Chart>
        </ChartPanel>
      </EuiFlexItem>
    </EuiFlexGrid>
  );
}
