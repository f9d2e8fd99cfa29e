import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { IntlProvider } from './intl';
import { CampaignStatus, statusLabel } from '@rbt/contracts';
import en from '../messages/en.json';
import ur from '../messages/ur.json';
import { useLabels } from './reference-labels';

const labelsIn = (messages: Record<string, string>, locale: string) =>
  renderHook(() => useLabels(), {
    wrapper: ({ children }: { children: ReactNode }) => (
      <IntlProvider locale={locale} messages={messages}>
        {children}
      </IntlProvider>
    ),
  }).result.current;

describe('useLabels', () => {
  test('when in English, then every status reads as the contracts say it (spec §4 capitals)', () => {
    const labels = labelsIn(en, 'en-PK');
    for (const s of CampaignStatus.options) expect(labels.status(s)).toBe(statusLabel(s));
    expect(labels.status(null)).toBe('DRAFT');
  });

  test('when in Urdu, then statuses, objectives, cities and provinces are Urdu, and an unknown city reads as its id', () => {
    const labels = labelsIn(ur, 'ur-PK');
    expect(labels.status('live')).toBe('جاری');
    expect(labels.objective('awareness')).toBe('برانڈ کی پہچان');
    expect(labels.objective(null)).toBe('طے نہیں');
    expect(labels.city('karachi')).toBe('کراچی');
    expect(labels.city('atlantis')).toBe('atlantis');
    expect(labels.province('KPK')).toBe('خیبر پختونخوا');
  });
});
