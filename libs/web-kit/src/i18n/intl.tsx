// The remotes' React binding of FormatJS's formatter: intl-messageformat, the one instance the shell
// registers for the page (libs/mf-shared SHELL_PROVIDES), with the three things the remotes use of react-intl: a
// provider, `useIntl().formatMessage` and `<FormattedMessage>` for messages with tags. react-intl itself was 6.9 KiB
// gzip on every signed-in page (it and @formatjs/intl, shared whole so never tree-shaken), more than the
// 5 KiB allowance for English pages by itself; docs/decisions/i18n.md has the figures.
import { Children, createContext, createElement, Fragment, useContext, useMemo, type ReactNode } from 'react';
import { IntlMessageFormat } from 'intl-messageformat';
import type { Catalog } from './catalogs';

type Value = string | number | boolean | Date | null | undefined;
type Values = Record<string, Value>;
/** Values of a message with tags: a tag is a function of its chunks (`<b>{chunks}</b>`), an argument may be a node. */
type RichValues = Record<string, Value | ReactNode | ((chunks: ReactNode[]) => ReactNode)>;

export interface IntlShape {
  locale: string;
  messages: Catalog;
  /** The message as text; an id missing from the catalogs reads as the id (and is reported, as react-intl does). */
  formatMessage(descriptor: { id: string }, values?: Values): string;
  /** The message with tags as React nodes. */
  formatRich(id: string, values?: RichValues): ReactNode;
}

type Message = ConstructorParameters<typeof IntlMessageFormat>[0];

function createIntl(locale: string, messages: Catalog): IntlShape {
  // One formatter per message and provider: parsing (jest) or walking the syntax tree once, not at every render.
  const formatters = new Map<string, IntlMessageFormat>();
  const formatterOf = (id: string): IntlMessageFormat | null => {
    let formatter = formatters.get(id);
    if (!formatter) {
      if (!(id in messages)) {
        console.error(`[i18n] missing message "${id}" for ${locale}`);
        return null;
      }
      formatter = new IntlMessageFormat(messages[id] as unknown as Message, locale);
      formatters.set(id, formatter);
    }
    return formatter;
  };
  const format = (id: string, values?: RichValues): unknown => formatterOf(id)?.format<unknown>(values as never) ?? id;
  return {
    locale,
    messages,
    formatMessage: ({ id }, values) => {
      const out = format(id, values);
      return Array.isArray(out) ? out.join('') : String(out);
    },
    formatRich: (id, values) => {
      const out = format(id, values);
      return Array.isArray(out)
        ? createElement(Fragment, null, ...Children.toArray(out as ReactNode[]))
        : (out as ReactNode);
    },
  };
}

const IntlContext = createContext<IntlShape | null>(null);

export function IntlProvider({
  locale,
  messages,
  children,
}: {
  locale: string;
  messages: Catalog;
  children: ReactNode;
}) {
  const intl = useMemo(() => createIntl(locale, messages), [locale, messages]);
  return <IntlContext.Provider value={intl}>{children}</IntlContext.Provider>;
}

export function useIntl(): IntlShape {
  const intl = useContext(IntlContext);
  if (!intl) throw new Error('useIntl needs an IntlProvider above it (AppProviders, createLifecycles)');
  return intl;
}

/** A message with tags or node arguments, e.g. `values={{ code: (chunks) => <code>{chunks}</code> }}`. */
export function FormattedMessage({ id, values }: { id: string; values?: RichValues }) {
  return <>{useIntl().formatRich(id, values)}</>;
}
