import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { userEvent } from '@rbt/web-kit/src/user-event';
import { mswServer } from '@rbt/web-kit/src/testing';
import type { CampaignCreative, CampaignCreatives, CampaignStatus } from '@rbt/contracts';
import { campaignDetail, testAudioId, testAudioUrl, testCreative, ttsAnswer } from '../../../testing/test-fixtures';
import { renderWizard, renderWizardInUrdu, urduSuite } from '../../../testing/test-render-wizard';
import { englishWords } from '@rbt/test-kit/src/english-words';
import { DetailsAds } from './DetailsAds';

// Uppy cannot load under jest's CommonJS resolver (see CreativeStep.test.tsx); the upload is covered in the browser.
jest.mock('../../WizardPage/CreativeStep/UploadModal/UploadModal', () => ({ UploadModal: () => null }));
const server = mswServer();

const ad = testCreative;
const ads = (creatives: CampaignCreative[], o: Partial<CampaignCreatives> = {}): CampaignCreatives => ({
  rotation: 'even',
  weights: null,
  creatives,
  ...o,
});
const answer = (view: CampaignCreatives) =>
  server.use(http.get('/api/campaigns/c1/creatives', () => HttpResponse.json(view)));
const show = (status: CampaignStatus = 'live') =>
  renderWizard(<DetailsAds campaign={campaignDetail({ id: 'c1', status })} />);

describe('DetailsAds', () => {
  test('when a campaign has its own ad and an added one by weight, then each shows its review, language and share', async () => {
    answer(
      ads([ad(1, { weight: 70 }), ad(2, { review: 'pending', language: 'english', weight: 30 })], {
        rotation: 'weighted',
        weights: [70, 30],
      }),
    );
    show();
    expect(await screen.findByTestId('ad-1')).toHaveTextContent(/Ad 1.*Approved.*Urdu.*Share of plays: 70%/);
    expect(screen.getByTestId('ad-2')).toHaveTextContent(/Ad 2.*Waiting for review.*English.*Share of plays: 30%/);
    expect(within(screen.getByTestId('ad-1')).queryByRole('button', { name: /Remove/ })).toBeNull();
  });

  test('when an added ad was rejected, then the reason is shown and it takes no turn', async () => {
    answer(
      ads([ad(1), ad(2, { review: 'rejected', rejectionReason: 'Music is not licensed' })], { rotation: 'sequence' }),
    );
    show();
    const row = await screen.findByTestId('ad-2');
    expect(row).toHaveTextContent('Not approved: Music is not licensed');
    expect(within(row).queryByTestId('ad-turn')).toBeNull();
    expect(screen.getByTestId('ad-1')).toHaveTextContent('Turn in the sequence: 1');
  });

  test('when the owner removes the added ad, then the service is asked and the ad shows as removed', async () => {
    const deleted: string[] = [];
    answer(ads([ad(1), ad(2)]));
    server.use(
      http.delete('/api/campaigns/c1/creatives/:creativeId', ({ params }) => {
        deleted.push(String(params.creativeId));
        return HttpResponse.json(ads([ad(1), ad(2, { removed: true })]));
      }),
    );
    show();
    await userEvent.click(await screen.findByRole('button', { name: 'Remove ad 2' }));
    await waitFor(() => expect(screen.getByTestId('ad-2')).toHaveTextContent('Removed'));
    expect(deleted).toEqual(['c1-2']);
    expect(screen.queryByRole('button', { name: 'Remove ad 2' })).toBeNull();
  });

  test('when the weights do not add up to 100%, then the page says so and nothing can be saved', async () => {
    answer(ads([ad(1), ad(2)]));
    show();
    await userEvent.click(await screen.findByLabelText('By weight'));
    fireEvent.change(screen.getByLabelText('Ad 1'), { target: { value: '60' } });
    expect(screen.getByTestId('weights-total')).toHaveTextContent(
      'The weights add up to 110%; they must add up to 100%.',
    );
    expect(screen.getByRole('button', { name: 'Save how the ads take turns' })).toBeDisabled();
  });

  test('when the weights add up to 100%, then the rotation is saved with one weight per active ad', async () => {
    const sent: unknown[] = [];
    answer(ads([ad(1), ad(2), ad(3, { removed: true })]));
    server.use(
      http.put('/api/campaigns/c1/rotation', async ({ request }) => {
        sent.push(await request.json());
        return HttpResponse.json(
          ads([ad(1, { weight: 80 }), ad(2, { weight: 20 })], { rotation: 'weighted', weights: [80, 20] }),
        );
      }),
    );
    show();
    await userEvent.click(await screen.findByLabelText('By weight'));
    fireEvent.change(screen.getByLabelText('Ad 1'), { target: { value: '80' } });
    fireEvent.change(screen.getByLabelText('Ad 2'), { target: { value: '20' } });
    await userEvent.click(screen.getByRole('button', { name: 'Save how the ads take turns' }));
    await waitFor(() => expect(screen.getByTestId('ad-1')).toHaveTextContent('Share of plays: 80%'));
    expect(sent).toEqual([{ mode: 'weighted', weights: [80, 20] }]);
  });

  test('when three ads are active, then no fourth can be added and the page says why', async () => {
    answer(ads([ad(1), ad(2), ad(3, { review: 'pending' }), ad(4, { removed: true })]));
    show();
    expect(await screen.findByRole('button', { name: 'Add an ad' })).toBeDisabled();
    expect(screen.getByTestId('ads-full')).toHaveTextContent('This campaign already has 3 ads');
  });

  test('when the owner generates a new ad and confirms the rights, then it is sent for review with its audio and language', async () => {
    const sent: Record<string, unknown>[] = [];
    answer(ads([ad(1)]));
    server.use(
      http.post('/api/tts/generate', () => HttpResponse.json(ttsAnswer(testAudioId(9)))),
      http.post('/api/campaigns/c1/creatives', async ({ request }) => {
        sent.push((await request.json()) as Record<string, unknown>);
        return HttpResponse.json(
          { creativeId: 'c1-2', ...ads([ad(1), ad(2, { review: 'pending' })]) },
          { status: 201 },
        );
      }),
    );
    show();
    await userEvent.click(await screen.findByRole('button', { name: 'Add an ad' }));
    const form = screen.getByTestId('add-ad-form');
    const send = within(form).getByRole('button', { name: 'Send for review' });
    expect(send).toBeDisabled();
    fireEvent.change(within(form).getByPlaceholderText(/10-25 seconds/), { target: { value: 'Eid Mubarak' } });
    await userEvent.click(within(form).getByTestId('generate-audio'));
    expect(await within(form).findByTestId('new-ad-player')).toHaveAttribute('src', testAudioUrl(9));
    expect(send).toBeDisabled();
    await userEvent.click(within(form).getByRole('checkbox', { name: /I confirm that I have the rights/ }));
    await userEvent.click(send);
    expect(await screen.findByTestId('ad-2')).toHaveTextContent('Waiting for review');
    expect(screen.queryByTestId('add-ad-form')).toBeNull();
    expect(sent[0]).toMatchObject({
      type: 'tts',
      fileUrl: testAudioUrl(9),
      language: 'english',
      // The campaign offers nothing, so neither does the new ad unless given its own: said outright.
      response: { kind: 'none' },
      rightsConfirmed: true,
    });
    expect(sent[0]?.ttsMeta).toMatchObject({ script: 'Eid Mubarak', durationSec: 4.2 });
  });

  test('when ads offer their own response, the campaign’s or none, then each ad says what press 1 gets', async () => {
    const sms = { kind: 'sms' as const, text: 'Eid sale: 30% off' };
    answer(
      ads([
        ad(1, { response: sms }),
        ad(2, { response: { kind: 'callback' } }),
        ad(3, { response: sms, responseFromCampaign: true }),
        ad(4, { response: null }),
      ]),
    );
    show();
    expect(await screen.findByTestId('ad-1')).toHaveTextContent('Press 1: SMS “Eid sale: 30% off”');
    expect(within(screen.getByTestId('ad-2')).getByTestId('ad-response')).toHaveTextContent('Press 1: a callback');
    expect(within(screen.getByTestId('ad-3')).getByTestId('ad-response')).toHaveTextContent(
      'Press 1: SMS “Eid sale: 30% off” (same as the campaign)',
    );
    expect(within(screen.getByTestId('ad-4')).getByTestId('ad-response')).toHaveTextContent('Press 1: nothing');
  });

  describe('when the campaign offers an SMS and an ad is added', () => {
    const sent: Record<string, unknown>[] = [];
    const campaignSms = { kind: 'sms' as const, text: 'Eid sale: 30% off' };
    beforeEach(() => {
      sent.length = 0;
      answer(ads([ad(1, { response: campaignSms })]));
      server.use(
        http.post('/api/tts/generate', () => HttpResponse.json(ttsAnswer('a9'))),
        http.post('/api/campaigns/c1/creatives', async ({ request }) => {
          sent.push((await request.json()) as Record<string, unknown>);
          return HttpResponse.json(
            { creativeId: 'c1-2', ...ads([ad(1), ad(2, { review: 'pending' })]) },
            { status: 201 },
          );
        }),
      );
    });
    /** Opens the form, makes the audio and confirms the rights: only the response is left to choose. */
    const openForm = async () => {
      show();
      await userEvent.click(await screen.findByRole('button', { name: 'Add an ad' }));
      const form = screen.getByTestId('add-ad-form');
      fireEvent.change(within(form).getByPlaceholderText(/10-25 seconds/), { target: { value: 'Eid Mubarak' } });
      await userEvent.click(within(form).getByTestId('generate-audio'));
      await within(form).findByTestId('new-ad-player');
      await userEvent.click(within(form).getByRole('checkbox', { name: /I confirm that I have the rights/ }));
      return form;
    };

    test('then it takes the campaign’s response unless changed, and says which', async () => {
      const form = await openForm();
      expect(within(form).getByLabelText('Same as the campaign')).toBeChecked();
      expect(within(form).getByTestId('response-campaign-help')).toHaveTextContent('SMS “Eid sale: 30% off”');
      await userEvent.click(within(form).getByRole('button', { name: 'Send for review' }));
      await waitFor(() => expect(sent).toHaveLength(1));
      expect(sent[0]?.response).toEqual({ kind: 'campaign' });
    });

    test('then it can be given its own SMS, which is sent only once it fits one message', async () => {
      const form = await openForm();
      await userEvent.click(within(form).getByLabelText('SMS the offer'));
      const send = within(form).getByRole('button', { name: 'Send for review' });
      expect(send).toBeDisabled();
      fireEvent.change(within(form).getByTestId('sms-text'), { target: { value: 'ع'.repeat(71) } });
      expect(send).toBeDisabled();
      fireEvent.change(within(form).getByTestId('sms-text'), { target: { value: 'Ad 2: free delivery' } });
      await userEvent.click(send);
      await waitFor(() => expect(sent).toHaveLength(1));
      expect(sent[0]?.response).toEqual({ kind: 'sms', text: 'Ad 2: free delivery' });
    });

    test('then "No response" sends none', async () => {
      const form = await openForm();
      await userEvent.click(within(form).getByLabelText('No response'));
      await userEvent.click(within(form).getByRole('button', { name: 'Send for review' }));
      await waitFor(() => expect(sent).toHaveLength(1));
      expect(sent[0]?.response).toEqual({ kind: 'none' });
    });
  });

  test('when the campaign has ended, then its ads are listed but none can be added, removed or rotated', async () => {
    answer(ads([ad(1), ad(2)]));
    show('completed');
    expect(await screen.findByTestId('ad-2')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Remove/ })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Add an ad' })).toBeNull();
    expect(screen.queryByTestId('rotation-form')).toBeNull();
  });
});

describe('DetailsAds in Urdu', () => {
  urduSuite();
  test('when the page is Urdu, then the ads, their reviews, the rotation and the new-ad form carry no English', async () => {
    const callback = { kind: 'callback' as const };
    answer(
      ads([
        ad(1, { language: 'english', response: callback }),
        ad(2, { review: 'pending', weight: null, response: callback, responseFromCampaign: true }),
      ]),
    );
    renderWizardInUrdu(<DetailsAds campaign={campaignDetail({ id: 'c1', status: 'live' })} />);
    expect(await screen.findByTestId('ad-2')).toHaveTextContent('جائزے کا منتظر');
    expect(within(screen.getByTestId('ad-2')).getByTestId('ad-response')).toHaveTextContent(
      '1 دبانے پر: واپس کال (مہم والا جواب)',
    );
    await userEvent.click(screen.getByRole('button', { name: 'اشتہار شامل کریں' }));
    expect(screen.getByLabelText('مہم والا جواب')).toBeChecked();
    await userEvent.click(screen.getByLabelText('وزن کے مطابق'));
    expect(screen.getByTestId('rotation-form')).toHaveTextContent('اشتہار 2');
    expect(englishWords(document.body)).toEqual([]);
  });
});
