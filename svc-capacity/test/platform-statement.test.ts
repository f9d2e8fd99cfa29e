import { PlatformReportQuery } from '@rbt/contracts';
import { shareFor, statementCsv, statementOf } from '../src/platforms/domain/platform-statement';
import { reportRows } from '../src/platforms/domain/platform-report-rows';
import { HourlyDecisionTally, trackingIncrements } from '../src/platforms/domain/platform-report';

// 2026-11-01 00:00 in Karachi is 2026-10-31 19:00 UTC.
const NOV_FIRST = Date.parse('2026-10-31T19:00:00Z');
const HOUR = 3_600_000;

describe('platform statements and report rows', () => {
  it('when a share was set in a month, then that month and later settle at it and earlier months keep theirs', () => {
    const shares = [
      { fromMonth: '2026-09', pct: 35 },
      { fromMonth: '2026-11', pct: 40 },
    ];
    expect(shareFor(shares, '2026-08')).toBe(30);
    expect(shareFor(shares, '2026-10')).toBe(35);
    expect(shareFor(shares, '2026-12')).toBe(40);
  });

  it('when plays at several prices fall in the month, then the share is rounded once on the total, by Karachi day', () => {
    const hours = new Map([
      // 23:00 UTC on 31 October is 04:00 on 1 November in Karachi; the hour before the month is left out.
      [NOV_FIRST - HOUR, { plays: 9, grossPaisa: 900 }],
      [NOV_FIRST + 4 * HOUR, { plays: 3, grossPaisa: 375 }],
      [NOV_FIRST + 30 * HOUR, { plays: 1, grossPaisa: 133 }],
    ]);
    const s = statementOf({ id: 'p1', name: 'Jazz, "RBT"' }, '2026-11', hours, 33.3);
    expect(s).toMatchObject({ plays: 4, grossPkr: 5.08, shareAmountPkr: 1.69 });
    expect(s.days).toHaveLength(30);
    expect(s.days.slice(0, 2)).toEqual([
      { date: '2026-11-01', plays: 3, grossPkr: 3.75 },
      { date: '2026-11-02', plays: 1, grossPkr: 1.33 },
    ]);
    expect(statementCsv(s).split('\r\n')[1]).toBe('"p1","Jazz, ""RBT""","2026-11",4,5.08,33.3,1.69');
  });

  it('when counts are added up, then every hour of the range is a row and the day rows sum the hours', () => {
    const tally = new HourlyDecisionTally();
    tally.count('p1', 'filled', NOV_FIRST + 10);
    tally.count('p1', 'malformed', NOV_FIRST + 20);
    tally.count('p1', 'empty', NOV_FIRST + 5 * HOUR);
    const hours = new Map<number, Record<string, number>>();
    const add = (m: Map<string, Record<string, number>>) => {
      for (const [k, c] of m) {
        const h = Number(k.split('|')[1]);
        const into = hours.get(h) ?? {};
        for (const [f, n] of Object.entries(c)) into[f] = (into[f] ?? 0) + n;
        hours.set(h, into);
      }
    };
    add(tally.drain());
    add(
      trackingIncrements([
        {
          platformId: 'p1',
          at: new Date(NOV_FIRST + 60_000).toISOString(),
          event: 'impression',
          pricePerPlayPkr: 1.25,
        },
        { platformId: 'p1', at: new Date(NOV_FIRST + 90_000).toISOString(), event: 'error', errorCode: 405 },
        { platformId: 'p1', at: new Date(NOV_FIRST + 90_000).toISOString(), event: 'error' },
      ]),
    );
    const byHour = reportRows(PlatformReportQuery.parse({ from: '2026-11-01', to: '2026-11-01' }), hours, new Map());
    expect(byHour.rows).toHaveLength(24);
    expect(byHour.rows[0]).toMatchObject({
      start: '2026-11-01T00:00:00+05:00',
      decisions: 1,
      fills: 1,
      plays: 1,
      errors: { '405': 1, unknown: 1 },
      decisionErrors: { malformed: 1, unavailable: 0 },
    });
    expect(byHour.rows[5]).toMatchObject({ start: '2026-11-01T05:00:00+05:00', decisions: 1, fills: 0 });
    const q = PlatformReportQuery.parse({ from: '2026-11-01', to: '2026-11-02', granularity: 'day' });
    const byDay = reportRows(q, hours, new Map([[NOV_FIRST + 2 * HOUR, 4]]));
    expect(byDay.rows.map((r) => [r.start, r.decisions, r.responses])).toEqual([
      ['2026-11-01T00:00:00+05:00', 2, 4],
      ['2026-11-02T00:00:00+05:00', 0, 0],
    ]);
    expect(byDay.totals).toEqual({ ...byHour.totals, responses: 4 });
  });
});
