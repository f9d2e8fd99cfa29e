import { statusLabel } from './format';

describe('dashboard formats', () => {
  test('when the status has an underscore, then the label is capitals with a space', () => {
    expect(statusLabel('pending_review')).toBe('PENDING REVIEW');
    expect(statusLabel(null)).toBe('DRAFT');
  });
});
