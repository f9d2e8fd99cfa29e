import { useEuiTheme } from '@elastic/eui';
import { MEDIA_LIMITS } from '@rbt/contracts';

/** The 16 bars of spec §9, heights from the server's analysis; played bars take the primary colour. */
export function Waveform({ bars, progress }: { bars: readonly number[]; progress: number }) {
  const { euiTheme } = useEuiTheme();
  const heights =
    bars.length === MEDIA_LIMITS.waveformBars ? bars : Array.from({ length: MEDIA_LIMITS.waveformBars }, () => 0.1);
  return (
    <div
      data-testid="waveform"
      aria-hidden
      style={{ display: 'flex', alignItems: 'flex-end', gap: 4, height: 56, margin: '8px 0' }}
    >
      {heights.map((h, i) => (
        <div
          key={i}
          data-testid="waveform-bar"
          style={{
            flex: 1,
            height: `${Math.max(6, Math.round(h * 100))}%`,
            borderRadius: 2,
            background: (i + 0.5) / heights.length <= progress ? euiTheme.colors.primary : euiTheme.colors.lightShade,
          }}
        />
      ))}
    </div>
  );
}
