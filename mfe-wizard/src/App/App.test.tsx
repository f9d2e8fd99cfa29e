import { screen } from '@testing-library/react';
import { renderWizard } from '../testing/test-render-wizard';
import { App } from './App';

describe('wizard App', () => {
  test.each([
    ['/campaigns/new', 'Create New Campaign'],
    ['/campaigns/targeting', 'Choose Your Targeting Method'],
    ['/campaigns/c42/checkout', 'Checkout'],
    ['/niche-targeting', 'Niche Targeting'],
    ['/standard-targeting', 'Standard Targeting'],
    ['/map-demo', 'Pakistan Cities Map'],
  ])('when the path is %s, then the frame titled "%s" renders', async (path, title) => {
    renderWizard(<App />, { path });
    expect(screen.getByTestId('remote-wizard')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent(title);
  });

  test('when the path is the wizard, then the app header is left out (the wizard has its own)', async () => {
    renderWizard(<App />, { path: '/campaigns/new' });
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByTestId('app-header')).not.toBeInTheDocument();
  });
});
