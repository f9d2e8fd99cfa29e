import { CITIES } from '@rbt/pricing';
import { fireEvent, screen, within } from '@testing-library/react';
import { renderWizard } from '../../testing/test-render-wizard';
import { startWizardServer } from '../../testing/test-wizard-server';
import { MapDemoPage } from './MapDemoPage';

jest.setTimeout(60_000);

startWizardServer();

const stat = (label: string) =>
  (within(screen.getByTestId('demo-stats')).getByText(label).closest('.euiStat') as HTMLElement).textContent;
const listed = () =>
  within(screen.getByTestId('demo-city-list'))
    .queryAllByRole('checkbox')
    .map((c) => c.closest('li')?.querySelector('label')?.textContent);
const markers = () => [...document.querySelectorAll('.leaflet-marker-icon')] as HTMLElement[];
const marker = (name: string) => markers().find((m) => m.title === name) as HTMLElement;
// The map is a lazy chunk (leaflet after first paint): its placeholder shows until it has loaded.
const mapLoaded = () => screen.findByTestId('demo-map');

describe('map demo page', () => {
  test('when opened signed out (View Demo), then the map and its sample figures work without the portal header, which needs a user', async () => {
    renderWizard(<MapDemoPage />, { path: '/map-demo', user: null });
    expect(screen.getByTestId('map-loading')).toBeInTheDocument();
    await mapLoaded();
    expect(screen.queryByTestId('app-header')).toBeNull();
    expect(markers()).toHaveLength(15);
    fireEvent.click(within(screen.getByTestId('demo-city-list')).getByLabelText('Karachi'));
    expect(stat('Selected Cities')).toContain('1 / 15');
  });

  test('when the page opens, then all 15 cities are on the map with markers sized by class and no selection', async () => {
    renderWizard(<MapDemoPage />, { path: '/map-demo' });
    await mapLoaded();
    expect(markers()).toHaveLength(15);
    expect(marker('Karachi')).toHaveClass('rbt-class-large');
    expect(marker('Multan')).toHaveClass('rbt-class-medium');
    expect(marker('Jhang')).toHaveClass('rbt-class-small');
    expect(marker('Karachi').style.width).not.toBe(marker('Jhang').style.width);
    expect(stat('Selected Cities')).toContain('0 / 15');
    // The page says which part of the targetable cities it shows, as the landing's count does.
    expect(screen.getByTestId('demo-scope')).toHaveTextContent(
      `15 of the ${CITIES.length} cities a campaign can target`,
    );
    expect(screen.getByText(/Total Users \(these 15 cities\)/)).toBeInTheDocument();
  });

  test('when searching, selecting all and showing selected only, then list, markers and stats follow; Clear empties the selection', async () => {
    renderWizard(<MapDemoPage />, { path: '/map-demo' });
    await mapLoaded();
    fireEvent.change(screen.getByLabelText('Search cities'), { target: { value: 'pur' } });
    expect(listed()).toEqual(['Bahawalpur']);
    fireEvent.click(screen.getByText('Select All'));
    fireEvent.change(screen.getByLabelText('Search cities'), { target: { value: '' } });
    fireEvent.click(screen.getByLabelText('Karachi'));
    expect(stat('Selected Cities')).toContain('2 / 15');
    expect(stat('Selected Users')).toContain('2.3M');
    expect(stat('Large / Medium / Small')).toContain('1 / 0 / 1');
    fireEvent.click(screen.getByRole('switch', { name: 'Show selected only' }));
    expect(listed()).toEqual(['Karachi', 'Bahawalpur']);
    expect(
      markers()
        .map((m) => m.title)
        .sort(),
    ).toEqual(['Bahawalpur', 'Karachi']);
    expect(marker('Karachi')).toHaveClass('rbt-selected');
    fireEvent.click(screen.getByText('Clear'));
    expect(stat('Selected Cities')).toContain('0 / 15');
    expect(screen.getByText('No cities match.')).toBeInTheDocument();
  });

  test('when Select All is pressed with no search, then every city is selected', () => {
    renderWizard(<MapDemoPage />, { path: '/map-demo' });
    fireEvent.click(screen.getByText('Select All'));
    expect(stat('Selected Cities')).toContain('15 / 15');
    expect(stat('Large / Medium / Small')).toContain('3 / 6 / 6');
  });
});
