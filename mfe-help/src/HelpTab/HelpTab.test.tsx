import { screen } from '@testing-library/react';
import { userEvent } from '@rbt/web-kit/src/user-event';
import { FREQUENCY_DISCOUNTS, SETUP } from '@rbt/pricing';
import { HelpTab } from './HelpTab';
import { renderHelp } from '../test-fixtures';
import ur from '../messages/ur.json';
import kitUr from '@rbt/web-kit/src/messages/ur.json';

describe('HelpTab', () => {
  test('when on the dashboard, then the page key and the dashboard help show, without sections', () => {
    renderHelp(<HelpTab page="dashboard" section={null} onSection={jest.fn()} />);
    expect(screen.getByTestId('help-tab-help')).toHaveTextContent('Current page: dashboard');
    expect(screen.getByRole('region', { name: 'Campaign Dashboard' })).toHaveTextContent('Continue reopens the wizard');
    expect(screen.queryByText(/Current section/)).not.toBeInTheDocument();
  });

  test('when the dashboard help speaks of pausing, then it says the owner resumes their own pause, not an admin', () => {
    renderHelp(<HelpTab page="dashboard" section={null} onSection={jest.fn()} />);
    const help = screen.getByRole('region', { name: 'Campaign Dashboard' });
    expect(help).toHaveTextContent('Pause stops delivery until you resume it');
    expect(help).not.toHaveTextContent('until an admin resumes it');
  });

  test.each([
    ['audience', 'search for cities'],
    ['schedule', 'Prime time (6-10 PM)'],
    ['creative', 'The ad stops when the call is answered'],
    ['budget', '16% VAT'],
  ] as const)('when in the wizard on %s, then that section and its help show', (section, text) => {
    renderHelp(<HelpTab page="campaign-wizard" section={section} onSection={jest.fn()} />);
    expect(screen.getByTestId('help-tab-help')).toHaveTextContent(`Current section: ${section}`);
    expect(screen.getByTestId('help-tab-help')).toHaveTextContent(text);
  });

  test('when the audience and schedule help name premiums and discounts, then they are the pricing engine’s figures', () => {
    renderHelp(<HelpTab page="campaign-wizard" section="audience" onSection={jest.fn()} />);
    const audience = screen.getByRole('region', { name: 'Audience' });
    // The engine's own prices for a smartphone and a platinum user over the base (SETUP in libs/pricing).
    const premium = (m: number) => `${Math.round((m - 1) * 100)}%`;
    expect(audience).toHaveTextContent(
      `Karachi, Lahore or Islamabad add PKR ${SETUP.cityAdderMetro.toFixed(2)} per view`,
    );
    expect(audience).toHaveTextContent(`smartphones cost ${premium(SETUP.device.smartphone)} more`);
    expect(audience).toHaveTextContent(`platinum users ${premium(SETUP.tier.platinum)} more`);
    renderHelp(<HelpTab page="campaign-wizard" section="schedule" onSection={jest.fn()} />);
    const [high, low] = FREQUENCY_DISCOUNTS;
    expect(screen.getByRole('region', { name: 'Schedule' })).toHaveTextContent(
      `A frequency cap of ${low.atLeast} a day saves ${Math.round((1 - low.multiplier) * 100)}%, ${high.atLeast} or more saves ${Math.round((1 - high.multiplier) * 100)}%`,
    );
  });

  test('when another section is picked, then it is reported', async () => {
    const onSection = jest.fn();
    renderHelp(<HelpTab page="campaign-wizard" section="audience" onSection={onSection} />);
    await userEvent.click(screen.getByText('Creative'));
    expect(onSection).toHaveBeenCalledWith('creative');
  });

  test('when on billing, then the billing help shows', () => {
    renderHelp(<HelpTab page="billing" section={null} onSection={jest.fn()} />);
    expect(screen.getByRole('region', { name: 'Billing' })).toHaveTextContent('16% VAT');
  });

  test('when the page is in Urdu, then every word of the help is Urdu but brand names and units', () => {
    renderHelp(<HelpTab page="campaign-wizard" section="creative" onSection={jest.fn()} />, {
      language: 'ur',
      messages: ur,
      kitMessages: kitUr,
    });
    const text = screen.getByTestId('help-tab-help').textContent ?? '';
    expect(text).toContain('موجودہ حصہ: اشتہار');
    const latin = (text.match(/[A-Za-z][A-Za-z0-9]*/g) ?? []).filter(
      (w) => !['PKR', 'MP3', 'WAV', 'RBT', 'Ads'].includes(w),
    );
    expect(latin).toEqual([]);
  });
});
