import { CapacityAvailabilityQuery, PlatformReportQuery, SuppressionAuditQuery } from '../src';

/** Each range's longest span, counted by the one daysBetween, at its edge and a day past it. */
describe('the longest date range each query takes', () => {
  const issue = (r: { success: boolean; error?: { issues: { message: string }[] } }) =>
    r.success ? null : r.error!.issues[0]!.message;

  it('when a Do-Not-Call audit spans 92 days, then it is taken, and 93 days are refused', () => {
    expect(issue(SuppressionAuditQuery.safeParse({ from: '2026-01-01', to: '2026-04-02' }))).toBeNull();
    expect(issue(SuppressionAuditQuery.safeParse({ from: '2026-01-01', to: '2026-04-03' }))).toBe(
      'An audit covers at most 92 days',
    );
  });

  it('when an availability request spans 366 days, then it is taken, and 367 days are refused', () => {
    const q = (endDate: string) => ({ startDate: '2027-01-01', endDate, cities: 'karachi' });
    expect(issue(CapacityAvailabilityQuery.safeParse(q('2028-01-01')))).toBeNull();
    expect(issue(CapacityAvailabilityQuery.safeParse(q('2028-01-02')))).toMatch(/366/);
  });

  it('when an hourly platform report spans 31 days, then it is taken, and 32 days are refused', () => {
    const q = (to: string) => ({ from: '2026-12-01', to, granularity: 'hour' });
    expect(issue(PlatformReportQuery.safeParse(q('2026-12-31')))).toBeNull();
    expect(issue(PlatformReportQuery.safeParse(q('2027-01-01')))).toBe('A report by the hour covers at most 31 days');
  });
});
