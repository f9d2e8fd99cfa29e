import { screen } from '@testing-library/react';
import { mswServer } from '@rbt/web-kit/src/testing';
import { renderWizard } from '../../testing/test-render-wizard';
import { reviewTimeHandler } from '../../testing/test-handlers';
import { ReviewTimeText } from './ReviewTimeText';

const server = mswServer();

describe('ReviewTimeText', () => {
  test.each([
    [150, 'median', 'Reviews in the last 30 days took 3 hours (the median).'],
    [1, 'median', 'Reviews in the last 30 days took 1 minute (the median).'],
    [89, 'median', 'Reviews in the last 30 days took 89 minutes (the median).'],
    [1440, 'sla', 'Our target for a review is 24 hours.'],
  ] as const)('when review takes %i minutes (%s), then it says "%s"', async (minutes, basis, words) => {
    server.use(reviewTimeHandler(minutes, basis));
    renderWizard(<ReviewTimeText />);
    expect(await screen.findByTestId('review-time')).toHaveTextContent(words);
  });
});
