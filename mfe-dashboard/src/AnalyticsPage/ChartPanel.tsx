import type { ReactNode } from 'react';
import { Axis, BarSeries, Chart, LIGHT_THEME, Position, ScaleType, Settings } from '@elastic/charts';
import { EuiFlexItem, EuiPanel, EuiSpacer, EuiTitle } from '@elastic/eui';
import { formatCountCompact } from '@rbt/web-kit';

// Only AnalyticsCharts (a lazy chunk) imports this file, so the charts library stays out of the dashboard's chunks.
export const CHART_HEIGHT = 260;

/** A titled panel around one chart. */
export function ChartPanel({ title, children }: { title: string; children: ReactNode }) {
  return (
    <EuiPanel hasBorder paddingSize="m" data-testid="analytics-chart">
      <EuiTitle size="xs">
        <h3>{title}</h3>
      </EuiTitle>
      <EuiSpacer size="s" />
      {/* Charts keep time and quantities running left to right in Urdu too (docs/decisions/i18n.md): @elastic/charts
          does not mirror, and Pakistani business charts (spreadsheets, bank statements) read that way; titles, ticks
          and legends are in the page's language. */}
      <div style={{ height: CHART_HEIGHT }} dir="ltr">
        {children}
      </div>
    </EuiPanel>
  );
}

/** The figures a chart's screen-reader description reads out, one "label: value" per row. */
export const spoken = (rows: { label: string; value: string }[]) =>
  rows.map((r) => `${r.label}: ${r.value}`).join('; ');

interface ImpressionsBarsProps {
  title: string;
  /** The bars' name in the legend and the tooltip. */
  seriesName: string;
  ariaLabel: string;
  rows: { x: string; impressions: number }[];
  axisId: string;
  /** How an x value (a city or slot id) reads on the axis and in the spoken description. */
  label(x: string): string;
  /** Horizontal bars (the city names are long), else vertical. */
  rotated?: boolean;
}

/** One bar of impressions per city or per hour slot. */
export function ImpressionsBars(props: ImpressionsBarsProps) {
  const { title, seriesName, ariaLabel, rows, axisId, label, rotated = false } = props;
  return (
    <EuiFlexItem>
      <ChartPanel title={title}>
        <Chart size={{ height: CHART_HEIGHT }}>
          <Settings
            baseTheme={LIGHT_THEME}
            rotation={rotated ? 90 : 0}
            locale="en"
            ariaLabel={ariaLabel}
            ariaDescription={spoken(rows.map((r) => ({ label: label(r.x), value: String(r.impressions) })))}
          />
          <Axis id={axisId} position={rotated ? Position.Left : Position.Bottom} tickFormat={(v: string) => label(v)} />
          <Axis
            id="impressions"
            position={rotated ? Position.Bottom : Position.Left}
            tickFormat={(v: number) => formatCountCompact(v)}
          />
          <BarSeries
            id="impressions"
            name={seriesName}
            data={rows}
            xScaleType={ScaleType.Ordinal}
            yScaleType={ScaleType.Linear}
            xAccessor="x"
            yAccessors={['impressions']}
          />
        </Chart>
      </ChartPanel>
    </EuiFlexItem>
  );
}
