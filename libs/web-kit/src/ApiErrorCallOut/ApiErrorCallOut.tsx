import { EuiButton, EuiCallOut, EuiSpacer } from '@elastic/eui';
import type { ReactNode } from 'react';
import { explainApiError } from '../format/api-error';
import { useKitT } from '../i18n/use-t';

export interface ApiErrorCallOutProps {
  error: unknown;
  /** What failed, e.g. "Estimate unavailable"; the sentence from explainApiError says why. */
  title: string;
  /** Shown as a Retry button when trying again may help (no connection, our side failed). */
  onRetry?: () => void;
  /** Text before the sentence, e.g. what the user still sees meanwhile. */
  children?: ReactNode;
  color?: 'danger' | 'warning';
  'data-testid'?: string;
}

/** A failed call as a callout: plain words, and a Retry when it may help. */
export function ApiErrorCallOut({ error, title, onRetry, children, color = 'danger', ...rest }: ApiErrorCallOutProps) {
  const info = explainApiError(error);
  const t = useKitT();
  return (
    <EuiCallOut size="s" color={color} iconType="warning" title={title} role="alert" data-testid={rest['data-testid']}>
      <p>
        {children} {info.message}
      </p>
      {info.retry && onRetry && (
        <>
          <EuiSpacer size="xs" />
          <EuiButton size="s" color={color} onClick={onRetry}>
            {t('kit.error.retry')}
          </EuiButton>
        </>
      )}
    </EuiCallOut>
  );
}
