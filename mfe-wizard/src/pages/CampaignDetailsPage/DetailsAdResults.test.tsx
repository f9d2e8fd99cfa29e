import { screen, within } from '@testing-library/react';
import { setupServer } from 'msw/node';
import { http, HttpResponse } from 'msw';
import kitUr from '@rbt/web-kit/src/messages/ur.json';
import { loadFormatLanguage, setFormatLanguage } from '@rbt/web-kit/src/format/language';
import { englishWords } from '@rbt/test-kit/src/english-words';
import type { CreativeResult, CreativeResults, SplitTestVerdict } from '@rbt/contracts';
import { WIZ_UR as ur } from '../../testing/test-catalogs';
import { renderWizard } from '../../testing/test-render-wizard';
import { DetailsAdResults } from './DetailsAdResults';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());
afterEach(() => setFormatLanguage('en'));

const ad = (o: Partial<CreativeResult>): CreativeResult => ({
  creativeId: 'cmp-1',
  ordinal: 1,
  active: true,
  plays: 1200,
  uniqueReach: 1100,
  starts: 1150,
  firstQuartiles: 1000,
  midpoints: 900,
  thirdQuartiles: 800,
  completes: 700,
  responses: null,
  responseRatePct: null,
  listenThroughPct: 60.9,
  ...o,
});
const answer = (
  splitTest: Partial<SplitTestVerdict>,
  creatives = [ad({}), ad({ creativeId: 'cmp-1-2', ordinal: 2 })],
) =>
  server.use(
    http.get('/api/campaigns/cmp-1/creative-results', () =>
      HttpResponse.json({
        campaignId: 'cmp-1',
        rotation: 'split_test',
        creatives,
        splitTest: { state: 'waiting', minPlays: 1000, winnerId: null, confidencePct: null, z: null, ...splitTest },
      } satisfies CreativeResults),
    ),
  );

describe('DetailsAdResults', () => {
  test('when a campaign has two ads, then each ad has a row with its plays, reach and listen-through', async () => {
    answer({}, [ad({}), ad({ creativeId: 'cmp-1-2', ordinal: 2, plays: 950, listenThroughPct: null, active: false })]);
    renderWizard(<DetailsAdResults campaignId="cmp-1" paid />);
    const table = await screen.findByTestId('ad-results-table');
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows[0]).toHaveTextContent(/Ad 1.*1,200.*1,100.*60\.9%/);
    expect(rows[1]).toHaveTextContent(/Ad 2 \(removed\).*950.*—/);
  });

  test('when capacity counts responses per ad, then each ad shows its press-1 responses and response rate', async () => {
    answer({}, [
      ad({ responses: 30, responseRatePct: 2.5 }),
      ad({ creativeId: 'cmp-1-2', ordinal: 2, plays: 800, responses: 4, responseRatePct: 0.5 }),
    ]);
    renderWizard(<DetailsAdResults campaignId="cmp-1" paid />);
    const rows = within(await screen.findByTestId('ad-results-table')).getAllByRole('row');
    expect(rows[0]).toHaveTextContent(/Responses.*Response rate/);
    expect(rows[1]).toHaveTextContent(/700.*30.*2\.5%/);
    expect(rows[2]).toHaveTextContent(/700.*4.*0\.5%/);
  });

  test('when an ad has fewer plays than the minimum, then the page says there is no winner yet', async () => {
    answer({ state: 'waiting' });
    renderWizard(<DetailsAdResults campaignId="cmp-1" paid />);
    const verdict = await screen.findByTestId('split-verdict');
    expect(verdict).toHaveTextContent('No winner yet: each ad needs 1,000 plays');
    expect(verdict).not.toHaveTextContent('confidence');
  });

  test('when the test has a winner, then it names the ad and shows the confidence', async () => {
    answer({ state: 'winner', winnerId: 'cmp-1-2', confidencePct: 99.3, z: 2.71 });
    renderWizard(<DetailsAdResults campaignId="cmp-1" paid />);
    expect(await screen.findByTestId('split-verdict')).toHaveTextContent(
      'Ad 2 is listened to the end more often (99.3% confidence)',
    );
  });

  test('when the page is Urdu, then the table and the verdict carry no English', async () => {
    answer({ state: 'no_difference', confidencePct: 71.2, z: 1.06 });
    await loadFormatLanguage('ur');
    renderWizard(<DetailsAdResults campaignId="cmp-1" paid />, { language: 'ur', messages: ur, kitMessages: kitUr });
    expect(await screen.findByTestId('split-verdict')).toHaveTextContent('71.2%');
    expect(screen.getByTestId('details-ad-results')).toHaveTextContent('اشتہار 2');
    expect(englishWords(document.body)).toEqual([]);
  });
});
