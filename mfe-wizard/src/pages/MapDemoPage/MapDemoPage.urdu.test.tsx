import { fireEvent, screen, within } from '@testing-library/react';
import { englishWords } from '@rbt/test-kit/src/english-words';
import { renderWizardInUrdu, urduSuite, USER_WORDS } from '../../testing/test-render-wizard';
import { startWizardServer } from '../../testing/test-wizard-server';
import { MapDemoPage } from './MapDemoPage';

jest.setTimeout(60_000);

startWizardServer();
urduSuite();

const listed = () =>
  within(screen.getByTestId('demo-city-list'))
    .queryAllByRole('checkbox')
    .map((c) => c.closest('li')?.querySelector('label')?.textContent);

describe('map demo in Urdu', () => {
  test('when cities are searched by their Urdu or English name and selected, then the list, stats and the open popup are Urdu with no English word', async () => {
    renderWizardInUrdu(<MapDemoPage />, { path: '/map-demo' });
    await screen.findByTestId('demo-map', {}, { timeout: 20_000 });
    const search = screen.getByLabelText('شہر تلاش کریں');
    fireEvent.change(search, { target: { value: 'لاہور' } });
    expect(listed()).toEqual(['لاہور']);
    fireEvent.change(search, { target: { value: 'karachi' } });
    expect(listed()).toEqual(['کراچی']);
    fireEvent.click(screen.getByText('سب منتخب کریں'));
    fireEvent.change(search, { target: { value: '' } });
    // Karachi's 21 lakh users, in lakh as Pakistani readers say it.
    expect(screen.getByTestId('demo-stats')).toHaveTextContent('21 لاکھ');
    fireEvent.click(document.querySelector('.leaflet-marker-icon[title="کراچی"]') as HTMLElement);
    expect(await screen.findByText('حجم: بڑا')).toBeInTheDocument();
    // The map's attribution names its library, a brand like the others the walker allows.
    expect(englishWords(document.body, [...USER_WORDS, 'Leaflet'])).toEqual([]);
  });
});
