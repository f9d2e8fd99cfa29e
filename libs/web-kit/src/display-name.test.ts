import { displayName, userInitial } from './display-name';

describe('displayName', () => {
  test('when first and last name are known, then it is "First Last"', () => {
    expect(displayName({ firstName: 'Ayesha', lastName: 'Khan', email: 'a@x.pk' })).toBe('Ayesha Khan');
  });

  test('when a name part is missing, then it is the email', () => {
    expect(displayName({ firstName: 'Ayesha', lastName: null, email: 'a@x.pk' })).toBe('a@x.pk');
    expect(displayName({ firstName: ' ', lastName: 'Khan', email: 'a@x.pk' })).toBe('a@x.pk');
  });

  test('when neither names nor email are known, then it is "User"', () => {
    expect(displayName({ firstName: null, lastName: null, email: null })).toBe('User');
    expect(displayName(null)).toBe('User');
  });

  test('when asked for the initial, then it is the upper-cased first letter of the display name', () => {
    expect(userInitial({ firstName: 'ayesha', lastName: 'khan', email: null })).toBe('A');
    expect(userInitial(undefined)).toBe('U');
  });
});
