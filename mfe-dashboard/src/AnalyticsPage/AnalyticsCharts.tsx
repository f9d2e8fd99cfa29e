import { Axis, BarSeries, Chart, LIGHT_THEME, LineSeries, Position, ScaleType, Settings } from '@elastic/charts';
import { EuiFlexGrid, EuiFlexItem } from '@elastic/eui';
import type { AnalyticsResponse } from '@rbt/contracts';
// The library's layout and light theme styles (EUI does not include them); only this lazy chunk loads them.
import '@elastic/charts/dist/theme_only_light.css';
import { percent, slotLabel } from './labels';
import { ChartPanel, CHART_HEIGHT, ImpressionsBars, spoken } from './ChartPanel';
import { formatCount, formatCountCompact, formatPkr, formatPkrCompact, useLabels } from '@rbt/web-kit';
import { useDashT } from '../messages';

/**
 * The four analytics charts (@elastic/charts). Loaded with React.lazy by the analytics page only, so the charts
 * library is a separate chunk the dashboard never downloads. Each chart carries a spoken summary of its figures.
 */
export default function AnalyticsCharts({ data }: { data: AnalyticsResponse }) {
  const t = useDashT();
  const labels = useLabels();
  return (
    <EuiFlexGrid columns={2} gutterSize="l" responsive>
      <EuiFlexItem>
        <ChartPanel title={t('dash.charts.overTime')}>
          <Chart size={{ height: CHART_HEIGHT }}>
            <Settings
              baseTheme={LIGHT_THEME}
              showLegend
              legendPosition={Position.Bottom}
              locale="en"
              ariaLabel={t('dash.charts.overTimeAria')}
              ariaDescription={spoken(
                data.byDate.map((d) => ({
                  label: d.date,
                  value: t('dash.charts.daySpoken', {
                    impressions: formatCount(d.impressions),
                    spend: formatPkr(d.spendPkr),
                  }),
                })),
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
              id="impressions"
              name={t('dash.common.impressions')}
              data={data.byDate}
              xScaleType={ScaleType.Ordinal}
              yScaleType={ScaleType.Linear}
              xAccessor="date"
              yAccessors={['impressions']}
            />
            <LineSeries
              id="spend"
              name={t('dash.charts.spendSeries')}
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
        <ChartPanel title={t('dash.charts.completion')}>
          <Chart size={{ height: CHART_HEIGHT }}>
            <Settings
              baseTheme={LIGHT_THEME}
              locale="en"
              ariaLabel={t('dash.charts.completionAria')}
              ariaDescription={spoken(
                data.byDate.map((d) => ({ label: d.date, value: percent(d.cumulativeCompletionPct) })),
              )}
            />
            <Axis id="date" position={Position.Bottom} />
            <Axis
              id="pct"
              position={Position.Left}
              domain={{ min: 0, max: NaN }}
              tickFormat={(v: number) => percent(v)}
            />
            <LineSeries
              id="completion"
              name={t('dash.analytics.completion')}
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
        title={t('dash.charts.byCity')}
        seriesName={t('dash.common.impressions')}
        ariaLabel={t('dash.charts.byCity')}
        rows={data.byCity.map((c) => ({ x: c.city, impressions: c.impressions }))}
        axisId="city"
        label={labels.city}
        rotated
      />
      <ImpressionsBars
        title={t('dash.charts.byHour')}
        seriesName={t('dash.common.impressions')}
        ariaLabel={t('dash.charts.byHourAria')}
        rows={data.byHour.map((h) => ({ x: h.timeSlot, impressions: h.impressions }))}
        axisId="hour"
        label={(slot) => slotLabel(t, slot)}
      />
    </EuiFlexGrid>
  );
}
