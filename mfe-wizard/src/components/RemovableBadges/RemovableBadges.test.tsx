import { screen, within } from '@testing-library/react';
import { userEvent } from '@rbt/web-kit/src/user-event';
import { renderWizard } from '../../testing/test-render-wizard';
import { RemovableBadges } from './RemovableBadges';

describe('RemovableBadges', () => {
  it('when a chip’s cross is clicked, then that item (by id) is removed and each chip shows its name', async () => {
    const removed: string[] = [];
    const names: Record<string, string> = { karachi: 'Karachi', lahore: 'Lahore' };
    renderWizard(
      <RemovableBadges
        items={['karachi', 'lahore']}
        label="Selected cities"
        color="primary"
        nameOf={(id) => names[id]!}
        onRemove={(id) => removed.push(id)}
      />,
    );
    const list = screen.getByRole('list', { name: 'Selected cities' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Karachi', 'Lahore']);
    await userEvent.click(screen.getByRole('button', { name: 'Remove Lahore' }));
    expect(removed).toEqual(['lahore']);
  });
});
