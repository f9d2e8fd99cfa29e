import { CAPACITY_MESSAGES } from '@rbt/contracts';
import { checkCsvFile, checkUploadForm, emptyTotals } from './upload-form';

const form = (totals: Record<string, string>, over: { date?: string; city?: string } = {}) =>
  checkUploadForm({ date: '2030-01-10', city: 'karachi', totals: { ...emptyTotals(), ...totals }, ...over });

describe('capacity upload form rules', () => {
  test('when date and city are missing, then both are reported with the contract messages', () => {
    expect(form({ '08-09': '10' }, { date: '', city: '' })).toEqual({
      ok: false,
      errors: { date: CAPACITY_MESSAGES.dateRequired, city: CAPACITY_MESSAGES.cityRequired },
    });
  });

  test('when no slot has a capacity, then "At least one slot capacity is required"', () => {
    expect(form({})).toEqual({ ok: false, errors: { slots: CAPACITY_MESSAGES.slotsRequired } });
  });

  test('when a capacity is negative or fractional, then capacities must be non-negative integers', () => {
    expect(form({ '08-09': '-5' })).toEqual({ ok: false, errors: { slots: CAPACITY_MESSAGES.capacityInteger } });
    expect(form({ '08-09': '1.5' })).toEqual({ ok: false, errors: { slots: CAPACITY_MESSAGES.capacityInteger } });
  });

  test('when a capacity is not a number, then it counts as 0; blank slots are left out', () => {
    const check = form({ '08-09': 'abc', '18-19': ' 1200 ' });
    expect(check).toEqual({
      ok: true,
      upload: {
        date: '2030-01-10',
        city: 'karachi',
        slots: [
          { timeSlot: '08-09', totalCapacity: 0, availableCapacity: 0 },
          { timeSlot: '18-19', totalCapacity: 1200, availableCapacity: 1200 },
        ],
      },
    });
  });

  test('when the CSV file is missing, empty or above 1 MB, then it is refused before sending', () => {
    expect(checkCsvFile(null)).toBe('Choose a CSV file');
    expect(checkCsvFile(new File([''], 'c.csv'))).toBe(CAPACITY_MESSAGES.slotsRequired);
    expect(checkCsvFile(new File(['x'.repeat(1_048_577)], 'c.csv'))).toBe('The CSV file must be at most 1 MB');
    expect(checkCsvFile(new File(['date,city\n'], 'c.csv'))).toBeNull();
  });
});
