import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@rbt/web-kit/src/user-event';
import { http, HttpResponse } from 'msw';
import { mswServer } from '@rbt/web-kit/src/testing';
import kitUr from '@rbt/web-kit/src/messages/ur.json';
import { loadFormatLanguage, setFormatLanguage } from '@rbt/web-kit/src/format/language';
import type { CampaignCreative } from '@rbt/contracts';
import { englishWords } from '../../../libs/test-kit/src/english-words';
import { testAudioUrl } from '../../../libs/test-kit/src/test-audio';
import ur from '../messages/ur.json';
import { detail, renderAdmin } from '../test-fixtures';
import { AddedCreatives } from './AddedCreatives';

const own: CampaignCreative = {
  id: 'c1',
  ordinal: 1,
  creativeType: 'tts',
  audioUrl: testAudioUrl(1),
  language: 'english',
  script: 'Eid sale',
  response: null,
  responseFromCampaign: false,
  review: 'approved',
  rejectionReason: null,
  weight: null,
  primary: true,
  removed: false,
};
const second = (o: Partial<CampaignCreative> = {}): CampaignCreative => ({
  ...own,
  id: 'c1-2',
  ordinal: 2,
  audioUrl: testAudioUrl(2),
  language: 'urdu',
  script: 'عید پر خاص رعایت',
  response: { kind: 'callback' },
  review: 'pending',
  primary: false,
  ...o,
});

let creatives: CampaignCreative[] = [];
const sent: { path: string; body: unknown }[] = [];
const server = mswServer();
beforeEach(() => {
  sent.length = 0;
  creatives = [own, second()];
  server.use(
    http.get('/api/campaigns/c1/creatives', () => HttpResponse.json({ rotation: 'even', weights: null, creatives })),
    http.post('/api/admin/campaigns/c1/creatives/:creativeId/:decision', async ({ request, params }) => {
      const body = await request.json();
      sent.push({ path: `${params.creativeId}/${params.decision}`, body });
      const reason = (body as { reason?: string }).reason ?? null;
      const review = params.decision === 'approve' ? 'approved' : 'rejected';
      creatives = creatives.map((c) => (c.id === params.creativeId ? { ...c, review, rejectionReason: reason } : c));
      return HttpResponse.json(detail({ id: 'c1', status: 'live' }));
    }),
  );
});

const show = () => renderAdmin(<AddedCreatives campaignId="c1" campaignName="Eid Sale" />);

describe('added ads in the campaign drawer', () => {
  test('when a campaign has an added ad waiting, then its script, language, audio and press-1 response are shown for review', async () => {
    show();
    const ad = await screen.findByTestId('added-creative-2');
    expect(ad).toHaveTextContent(/Ad 2.*Waiting for review.*Text-to-Speech.*Urdu/);
    expect(within(ad).getByTestId('added-creative-script')).toHaveAttribute('dir', 'rtl');
    expect(within(ad).getByLabelText('Listen to ad 2')).toHaveAttribute('src', testAudioUrl(2));
    expect(within(ad).getByTestId('creative-response')).toHaveTextContent('Callback');
    expect(screen.queryByTestId('added-creative-1')).toBeNull();
  });

  test('when an added ad takes the campaign’s response, then the reviewer is told so beside the SMS it sends', async () => {
    const sms = { kind: 'sms' as const, text: 'Eid sale: 30% off, code EID30' };
    creatives = [{ ...own, response: sms }, second({ response: sms, responseFromCampaign: true })];
    show();
    const response = within(await screen.findByTestId('added-creative-2')).getByTestId('creative-response');
    expect(response).toHaveTextContent('Same as the campaign’s response');
    expect(within(response).getByTestId('creative-response-sms')).toHaveTextContent(sms.text);
  });

  test('when an added ad has a response of its own, then no campaign note is shown', async () => {
    show();
    const ad = await screen.findByTestId('added-creative-2');
    expect(within(ad).queryByTestId('creative-response-from-campaign')).toBeNull();
  });

  test('when Approve is clicked, then the decision is sent and the ad shows as approved with no more buttons', async () => {
    show();
    await userEvent.click(await screen.findByRole('button', { name: 'Approve ad 2' }));
    await waitFor(() => expect(screen.getByTestId('added-creative-2')).toHaveTextContent('Approved'));
    expect(sent).toEqual([{ path: 'c1-2/approve', body: {} }]);
    expect(screen.queryByRole('button', { name: 'Reject ad 2' })).toBeNull();
  });

  test('when Reject is confirmed without a reason, then nothing is sent; with one, then the reason is sent and shown', async () => {
    show();
    await userEvent.click(await screen.findByRole('button', { name: 'Reject ad 2' }));
    const modal = within(await screen.findByRole('alertdialog'));
    await userEvent.click(modal.getByRole('button', { name: 'Reject ad 2' }));
    expect(await modal.findByText('A reason is required to reject the ad')).toBeInTheDocument();
    expect(sent).toEqual([]);
    await userEvent.type(modal.getByRole('textbox'), 'Music is not licensed');
    await userEvent.click(modal.getByRole('button', { name: 'Reject ad 2' }));
    await waitFor(() =>
      expect(screen.getByTestId('added-creative-2')).toHaveTextContent('Rejected: Music is not licensed'),
    );
    expect(sent).toEqual([{ path: 'c1-2/reject', body: { reason: 'Music is not licensed' } }]);
  });

  test('when an added ad has no audio stored on the portal, then it cannot be approved and the drawer says why', async () => {
    creatives = [own, second({ audioUrl: 'https://example.com/ad.mp3' })];
    show();
    expect(await screen.findByRole('button', { name: 'Approve ad 2' })).toBeDisabled();
    expect(screen.getByTestId('added-creative-2')).toHaveTextContent('not stored on the portal');
  });

  test('when an added ad was removed by the advertiser, then it is not offered for review', async () => {
    creatives = [own, second({ removed: true }), second({ id: 'c1-3', ordinal: 3 })];
    show();
    expect(await screen.findByTestId('added-creative-3')).toBeInTheDocument();
    expect(screen.queryByTestId('added-creative-2')).toBeNull();
  });

  test('when the drawer is Urdu, then the added ad and its buttons carry no English', async () => {
    creatives = [own, second({ responseFromCampaign: true })];
    await loadFormatLanguage('ur');
    renderAdmin(<AddedCreatives campaignId="c1" campaignName="عید سیل" />, {
      language: 'ur',
      messages: ur,
      kitMessages: kitUr,
    });
    expect(await screen.findByTestId('added-creative-2')).toHaveTextContent('جائزے کا منتظر');
    expect(screen.getByTestId('creative-response-from-campaign')).toHaveTextContent('مہم والا جواب');
    expect(englishWords(document.body)).toEqual([]);
    setFormatLanguage('en');
  });
});
