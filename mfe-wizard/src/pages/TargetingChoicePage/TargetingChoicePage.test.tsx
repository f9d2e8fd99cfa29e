import { screen } from '@testing-library/react';
import { userEvent } from '@rbt/web-kit/src/user-event';
import { renderWizardAt } from '../../testing/test-render-wizard';
import { TargetingChoicePage } from './TargetingChoicePage';

describe('targeting choice', () => {
  test.each([
    ['Standard Targeting', '/campaigns/new'],
    ['Customer Upload', '/customer-upload'],
    ['Advanced Targeting', '/niche-targeting'],
  ])('when %s is picked and Continue pressed, then the browser goes to %s', async (label, to) => {
    const user = userEvent.setup();
    window.sessionStorage.setItem('rbt.wizard.session', '{"campaignId":"old","step":2,"pending":{}}');
    renderWizardAt(<TargetingChoicePage />, '/campaigns/targeting');
    const cont = screen.getByText('Continue').closest('button') as HTMLButtonElement;
    await user.click(screen.getByLabelText(new RegExp(label)));
    expect(cont).toBeEnabled();
    await user.click(cont);
    expect(screen.getByTestId('where')).toHaveTextContent(to);
    expect(window.sessionStorage.getItem('rbt.wizard.session')).toBeNull();
  });

  test('when the page opens, then standard is marked Recommended, already picked, and Continue goes to the wizard', async () => {
    const user = userEvent.setup();
    renderWizardAt(<TargetingChoicePage />, '/campaigns/targeting');
    expect(screen.getByText('Recommended')).toBeInTheDocument();
    expect(screen.getByLabelText(/Standard Targeting/)).toBeChecked();
    const cont = screen.getByText('Continue').closest('button') as HTMLButtonElement;
    expect(cont).toBeEnabled();
    await user.click(cont);
    expect(screen.getByTestId('where')).toHaveTextContent('/campaigns/new');
  });
});
