import { useState } from 'react';
import { screen, waitFor } from '@testing-library/react';
import { userEvent } from '@rbt/web-kit/src/user-event';
import { renderWizard } from '../../../../testing/test-render-wizard';
import type { CampaignDraftPatch } from '@rbt/contracts';
import { ScheduleSection } from '../ScheduleSection/ScheduleSection';
import { DEFAULT_DRAFT } from '../../../../draft/default-draft';
import type { WizardDraft } from '../../../../draft/wizard-types';
import type { WizardServerState } from '../../../../testing/test-handlers';
import { startWizardServer } from '../../../../testing/test-wizard-server';

let state: WizardServerState;
startWizardServer((s) => (state = s));

function Harness({ initial }: { initial: Partial<WizardDraft> }) {
  const [draft, setDraft] = useState<WizardDraft>({ ...DEFAULT_DRAFT, ...initial } as WizardDraft);
  return (
    <ScheduleSection
      draft={draft}
      update={(p: CampaignDraftPatch) => setDraft((d) => ({ ...d, ...p }) as WizardDraft)}
    />
  );
}
const slot = (id: string) => document.querySelector(`[data-slot="${id}"]`) as HTMLButtonElement;
const asked = () => state.calls.filter((c) => c.path === '/api/capacity/availability');

describe('slot availability in the slot picker', () => {
  test('when svc-capacity says a slot is sold out and another nearly full, then their chips say so and the sold-out one cannot be picked', async () => {
    state.availability = { '19-20': 'sold_out', '20-21': 'nearly_full', '18-19': 'sold_out' };
    renderWizard(
      <Harness
        initial={{ cities: ['lahore'], startDate: '2026-12-20', endDate: '2026-12-26', timeSlots: ['18-19'] }}
      />,
    );
    await waitFor(() => expect(slot('19-20')).toHaveTextContent('Sold out'));
    expect(slot('20-21')).toHaveTextContent('Nearly full');
    expect(slot('21-22')).not.toHaveTextContent(/Sold out|Nearly full/);
    expect(slot('19-20')).toBeDisabled();
    expect(slot('20-21')).toBeEnabled();
    expect(slot('19-20').querySelector('[data-availability]')).toHaveAttribute(
      'title',
      'No capacity left in Lahore on 20/12/2026',
    );
    // A slot chosen before it sold out can still be removed.
    expect(slot('18-19')).toBeEnabled();
    await userEvent.click(slot('18-19'));
    await waitFor(() => expect(slot('18-19')).toBeDisabled());
  });

  test('when no city or no dates are chosen, then availability is not asked and no chip carries a badge', async () => {
    renderWizard(<Harness initial={{ cities: [], startDate: '2026-12-20', endDate: '2026-12-26' }} />);
    await screen.findByText('Campaign Schedule');
    expect(slot('19-20')).not.toHaveTextContent('Sold out');
    expect(asked()).toEqual([]);
  });
});
