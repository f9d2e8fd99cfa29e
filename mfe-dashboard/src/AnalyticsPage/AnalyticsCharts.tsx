import { Axis, BarSeries, Chart, LIGHT_THEME, LineSeries, Position, ScaleType, Settings } from '@elastic/charts';
import { EuiFlexGrid, EuiFlexItem } from '@elastic/eui';
import type { AnalyticsResponse } from '@rbt/contracts';
// The library's layout and light theme styles (EUI does not include them); only this lazy chunk loads them.
import '@elastic/charts/dist/theme_only_light.css';
import { cityLabel, percent, slotLabel } from './labels';
import { ChartPanel, CHART_HEIGHT, ImpressionsBars, spoken } from './ChartPanel';
import { formatCountCompact, formatPkrCompact } from '@rbt/web-kit';

/**
 * The four analytics charts (@elastic/charts). Loaded with React.lazy by the analytics page only, so the charts
 * library is a separate chunk the dashboard never downloads. Each chart carries a spoken summary of its figures.
 */
export default function AnalyticsCharts({ data }: { data: AnalyticsResponse }) {
  return (
    <EuiFlexGrid columns={2} gutterSize="l" responsive>
      <EuiFlexItem>
        <ChartPanel title="Impressions and spend over time">
          <Chart size={{ height: CHART_HEIGHT }}>
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
          <Chart size={{ height: CHART_HEIGHT }}>
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
      <ImpressionsBars
        title="Impressions by city"
        ariaLabel="Impressions by city"
        rows={data.byCity.map((c) => ({ x: c.city, impressions: c.impressions }))}
        axisId="city"
        label={cityLabel}
        rotated
      />
      <ImpressionsBars
        title="Impressions by hour"
        ariaLabel="Impressions by hour of the day (Asia/Karachi)"
        rows={data.byHour.map((h) => ({ x: h.timeSlot, impressions: h.impressions }))}
        axisId="hour"
        label={slotLabel}
      />
    </EuiFlexGrid>
  );
}
