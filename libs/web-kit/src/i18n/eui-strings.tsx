import { useMemo, type ReactNode } from 'react';
import { EuiContext } from '@elastic/eui';
import { useIntl } from './intl';

const PREFIX = 'kit.eui.';
// EUI fills its own {placeholders}: each is handed back to it as written.
const PLACEHOLDERS = [
  'page',
  'total',
  'totalPages',
  'pageCount',
  'itemCount',
  'totalItemCount',
  'tableCaption',
  'rowsPerPage',
  'number',
  'title',
];
const KEEP = Object.fromEntries(PLACEHOLDERS.map((name) => [name, `{${name}}`]));

/**
 * EUI's own words (table pagination, "Sorting", close buttons) in the page's language: web-kit's catalog
 * carries them as `kit.eui.<EUI token>`, mapped once here for every remote rather than per page.
 */
export function EuiStrings({ children }: { children: ReactNode }) {
  const intl = useIntl();
  const mapping = useMemo(
    () =>
      Object.fromEntries(
        Object.keys(intl.messages)
          .filter((id) => id.startsWith(PREFIX))
          .map((id) => [id.slice(PREFIX.length), intl.formatMessage({ id }, KEEP)]),
      ),
    [intl],
  );
  return <EuiContext i18n={{ mapping }}>{children}</EuiContext>;
}
