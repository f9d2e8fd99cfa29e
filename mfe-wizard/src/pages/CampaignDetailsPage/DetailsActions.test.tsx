import { screen } from '@testing-library/react';
import { setupServer } from 'msw/node';
import kitUr from '@rbt/web-kit/src/messages/ur.json';
import { loadFormatLanguage, setFormatLanguage } from '@rbt/web-kit/src/format/language';
import { englishWords } from '@rbt/test-kit/src/english-words';
import { NO_ACTIONS } from '@rbt/contracts';
import { WIZ_UR as ur } from '../../testing/test-catalogs';
import { campaignDetail } from '../../testing/test-fixtures';
import { renderWizard } from '../../testing/test-render-wizard';
import { DetailsActions } from './DetailsActions';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());
afterEach(() => setFormatLanguage('en'));

/** Paused by the review team: svc-campaigns sends its English sentence for API callers and the code the page words. */
const blocked = campaignDetail({
  status: 'paused',
  actions: { ...NO_ACTIONS, topUp: true, resumeBlocked: 'SERVICE SENTENCE', resumeBlockedBy: 'review_team' },
});

describe('DetailsActions when the review team paused the campaign', () => {
  test('when the page is English, then no Resume is offered and the page says who can resume, not the service', () => {
    renderWizard(<DetailsActions campaign={blocked} />);
    expect(screen.queryByRole('button', { name: 'Resume' })).not.toBeInTheDocument();
    expect(screen.getByTestId('resume-blocked')).toHaveTextContent(
      'The review team paused this campaign, so only they can resume it; the reason is in its status history.',
    );
    expect(screen.queryByText(/SERVICE SENTENCE/)).not.toBeInTheDocument();
  });

  test('when the page is Urdu, then the notice and the buttons carry no English', async () => {
    await loadFormatLanguage('ur');
    renderWizard(<DetailsActions campaign={blocked} />, { language: 'ur', messages: ur, kitMessages: kitUr });
    expect(screen.getByTestId('resume-blocked')).toHaveTextContent('جائزہ ٹیم');
    expect(englishWords(document.body)).toEqual([]);
  });

  test('when nothing blocks resuming, then no notice shows', () => {
    renderWizard(
      <DetailsActions campaign={campaignDetail({ status: 'live', actions: { ...NO_ACTIONS, pause: true } })} />,
    );
    expect(screen.queryByTestId('resume-blocked')).not.toBeInTheDocument();
  });
});
