import { screen } from '@testing-library/react';
import { userEvent } from '@rbt/web-kit/src/user-event';
import { http, HttpResponse } from 'msw';
import { englishWords } from '@rbt/test-kit/src/english-words';
import { renderWizardInUrdu, urduSuite, USER_WORDS } from '../../testing/test-render-wizard';
import { startWizardServer } from '../../testing/test-wizard-server';
import { StandardTargetingPage } from './StandardTargetingPage';

jest.setTimeout(60_000);

const server = startWizardServer();
urduSuite();

describe('standard targeting in Urdu', () => {
  test('when a city is found by its Urdu name and the save fails, then the chips, the hint and the error toast are Urdu with no English word', async () => {
    server.use(http.post('/api/campaigns', () => HttpResponse.error()));
    const user = userEvent.setup();
    renderWizardInUrdu(<StandardTargetingPage />, { path: '/standard-targeting' });
    expect(screen.getByText('آگے بڑھنے کے لیے کم از کم ایک شہر چنیں۔')).toBeInTheDocument();
    await user.type(screen.getByPlaceholderText('شہر یا صوبے کے نام سے تلاش کریں'), 'لاہور');
    await user.keyboard('{Enter}');
    await user.click(screen.getByText('محفوظ کریں اور آگے بڑھیں'));
    const toast = (await screen.findByText('خرابی', {}, { timeout: 5000 })).closest('.euiToast') as HTMLElement;
    expect(toast).toHaveTextContent('مہم محفوظ نہیں ہو سکی۔ دوبارہ کوشش کریں۔');
    expect(screen.getAllByText('لاہور').length).toBeGreaterThan(0);
    // The map's attribution names its library, a brand like the others the walker allows.
    expect(englishWords(document.body, [...USER_WORDS, 'Leaflet'])).toEqual([]);
  });
});
