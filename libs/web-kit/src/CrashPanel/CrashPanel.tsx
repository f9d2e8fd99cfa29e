import { FormattedMessage } from '../i18n/intl';

/** Shown when a remote's React tree throws; plain markup because the providers may be what failed. */
export function CrashPanel({ area, error }: { area: string; error: Error }) {
  return (
    <div role="alert" data-testid={`remote-crash-${area}`} style={{ padding: 24, fontFamily: 'sans-serif' }}>
      <h2>
        <FormattedMessage id="kit.crash.title" />
      </h2>
      <p>{error.message}</p>
      <button type="button" onClick={() => window.location.reload()}>
        <FormattedMessage id="kit.crash.reload" />
      </button>
    </div>
  );
}
