import { demoSubscriberNumber } from '@rbt/pricing';

/**
 * A CSV to try the page with: 180 customers written the ways Pakistani lists write them, 120 of them in the local
 * demo directory (Karachi, Lahore: above the 100 a list must match to be shown), 60 not subscribers, plus a
 * landline that is left out.
 */
export function sampleListCsv(): string {
  const rows = ['name,phone'];
  for (let k = 0; k < 70; k++) rows.push(`Karachi customer ${k + 1},${demoSubscriberNumber(0, k).replace('+92', '0')}`);
  for (let k = 0; k < 50; k++)
    rows.push(`Lahore customer ${k + 1},${demoSubscriberNumber(8, k).replace('+92', '+92 ')}`);
  for (let k = 0; k < 60; k++) rows.push(`Walk-in ${k + 1},${demoSubscriberNumber(45, 1_000_000 + k)}`);
  rows.push('Head office,042 35761234');
  return `${rows.join('\n')}\n`;
}
