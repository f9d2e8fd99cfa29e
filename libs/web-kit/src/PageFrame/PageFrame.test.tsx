import { screen } from '@testing-library/react';
import { setupServer } from 'msw/node';
import { bellHandlers, renderPage } from '../testing';

import { PageFrame } from './PageFrame';

const server = setupServer(...bellHandlers);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());

describe('PageFrame', () => {
  test('when rendered, then it shows the header with the user and the page title as a heading', () => {
    renderPage(<PageFrame title="Campaign Dashboard">body</PageFrame>);
    expect(screen.getByRole('heading', { name: 'Campaign Dashboard' })).toBeInTheDocument();
    expect(screen.getByTestId('user-name')).toHaveTextContent('Ayesha Khan');
  });

  test('when bare, then the app header is left out', () => {
    renderPage(<PageFrame title="Create New Campaign" bare />);
    expect(screen.queryByTestId('app-header')).not.toBeInTheDocument();
  });
});
