import { useState } from 'react';
import { fireEvent, screen } from '@testing-library/react';
import type { CampaignResponse } from '@rbt/contracts';
import { renderWizard } from '../../../../testing/test-render-wizard';
import { ResponseOffer } from './ResponseOffer';

function Harness({ start = null }: { start?: CampaignResponse | null }) {
  const [value, setValue] = useState<CampaignResponse | null>(start);
  return (
    <>
      <ResponseOffer value={value} onChange={setValue} />
      <output data-testid="value">{JSON.stringify(value)}</output>
    </>
  );
}

describe('ResponseOffer (press 1 to respond)', () => {
  it('when the advertiser picks "SMS the offer" and types English, then the counter counts 160 GSM-7 characters', () => {
    renderWizard(<Harness />);
    fireEvent.click(screen.getByLabelText('SMS the offer'));
    fireEvent.change(screen.getByTestId('sms-text'), { target: { value: 'Eid sale: 30% off' } });
    expect(screen.getByTestId('sms-counter')).toHaveTextContent('17 / 160 characters (English letters: 160 per SMS)');
    expect(JSON.parse(screen.getByTestId('value').textContent ?? '')).toEqual({
      kind: 'sms',
      text: 'Eid sale: 30% off',
    });
  });

  it('when the text is Urdu, then the limit is 70 (UCS-2) and a longer text is flagged', () => {
    renderWizard(<Harness start={{ kind: 'sms', text: 'عید سیل' }} />);
    expect(screen.getByTestId('sms-counter')).toHaveTextContent('7 / 70 characters (Urdu or symbols: 70 per SMS)');
    fireEvent.change(screen.getByTestId('sms-text'), { target: { value: 'ع'.repeat(71) } });
    expect(screen.getByText('Too long for one SMS: please shorten it.')).toBeInTheDocument();
  });

  it('when the advertiser picks a callback, then the response is a callback; no response clears it', () => {
    renderWizard(<Harness />);
    fireEvent.click(screen.getByLabelText('Ask for a callback'));
    expect(screen.getByTestId('value')).toHaveTextContent('{"kind":"callback"}');
    fireEvent.click(screen.getByLabelText('No response'));
    expect(screen.getByTestId('value')).toHaveTextContent('null');
  });
});
