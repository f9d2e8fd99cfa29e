import { useState } from 'react';
import { screen } from '@testing-library/react';
import { userEvent } from '@rbt/web-kit/src/user-event';
import { EstimateRequest, type CampaignDraftPatch } from '@rbt/contracts';
import { estimate } from '@rbt/pricing';
import { renderWizard } from '../../testing/test-render-wizard';
import { withDefaults } from '../../draft/default-draft';
import { previewEstimate } from '../../api/estimate';
import type { WizardDraft } from '../../draft/wizard-types';
import { GoalPanel } from './GoalPanel';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { listCapacity } from '@rbt/pricing';

jest.setTimeout(60_000);

// A customer list of 80 matched subscribers: its draft's limits must be the list's, not Karachi's.
const byCity = [{ cityId: 'karachi' as const, matched: 80 }];
const server = setupServer(
  http.get('/api/audience-lists/l1', () =>
    HttpResponse.json({
      id: 'l1',
      name: 'VIP',
      createdAt: '2030-01-01T00:00:00.000Z',
      submitted: 100,
      matched: 80,
      matchRate: 0.8,
      usable: true,
      byCity,
      capacity: listCapacity(byCity),
    }),
  ),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const start = withDefaults({
  cities: ['karachi'],
  startDate: '2030-01-01',
  endDate: '2030-01-07',
  timeSlots: ['18-19'],
  budget: 50_000,
});

function Harness({ from = start }: { from?: WizardDraft }) {
  const [draft, setDraft] = useState<WizardDraft>(from);
  const update = (p: CampaignDraftPatch) => setDraft((d) => ({ ...d, ...p }) as WizardDraft);
  return <GoalPanel draft={draft} update={update} figures={previewEstimate(draft)} authoritative={false} />;
}

describe('GoalPanel', () => {
  test('when the draft is a customer list of 80, then the limits are what the list can take, not its city', async () => {
    const listDraft = withDefaults({
      ...start,
      audienceListId: 'l1',
      startDate: '2030-01-01',
      endDate: '2030-01-30',
      goalType: 'impressions',
      targetImpressions: 20_000,
    });
    renderWizard(<Harness from={listDraft} />);
    expect(
      await screen.findByText('Between 1,000 and 4,800 plays (the whole audience × days × plays per day).'),
    ).toBeInTheDocument();
    expect(screen.getByText('At most 4,800 plays: the whole audience × days × plays per day')).toBeInTheDocument();
  });

  test('when a PKR 50,000 budget is set, then the plays, reach, frequency and prices are the engine quote', () => {
    renderWizard(<Harness />);
    const q = estimate(
      EstimateRequest.parse({
        audience: { cities: ['karachi'] },
        schedule: { startDate: '2030-01-01', endDate: '2030-01-07', timeSlots: ['18-19'] },
        goal: { type: 'budget', amountPkr: 50_000 },
      }),
    );
    expect(screen.getByTestId('goal-plays')).toHaveTextContent('25,000');
    expect(screen.getByTestId('goal-reach')).toHaveTextContent(q.estReach.toLocaleString('en-PK'));
    expect(screen.getByTestId('goal-frequency')).toHaveTextContent(q.avgFrequency.toFixed(2));
    expect(screen.getByTestId('goal-total')).toHaveTextContent('62,000');
    expect(screen.getByText(/Between PKR 5,000.00 and PKR 59,917,200.00/)).toBeInTheDocument();
  });

  test('when the budget is below the minimum or above the ceiling, then the message shows beside the field and no figures', async () => {
    const user = userEvent.setup();
    renderWizard(<Harness />);
    const field = screen.getByTestId('goal-amount');
    await user.clear(field);
    await user.type(field, '4000');
    expect(screen.getByText('The minimum budget is PKR 5,000.00')).toBeInTheDocument();
    expect(screen.queryByTestId('goal-figures')).not.toBeInTheDocument();
    await user.clear(field);
    await user.type(field, '60000000');
    expect(
      screen.getByText('At most PKR 59,917,200.00: the whole audience × days × plays per day'),
    ).toBeInTheDocument();
  });

  test('when guaranteed plays are chosen, then the field asks for plays and 10,000 plays cost 10,000 × the price per play', async () => {
    const user = userEvent.setup();
    renderWizard(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Guaranteed plays' }));
    expect(screen.getByText('Enter the number of guaranteed plays')).toBeInTheDocument();
    await user.type(screen.getByTestId('goal-amount'), '10000');
    expect(screen.getByTestId('goal-plays')).toHaveTextContent('10,000');
    expect(screen.getByTestId('goal-base')).toHaveTextContent('PKR 20,000.00');
  });
});
