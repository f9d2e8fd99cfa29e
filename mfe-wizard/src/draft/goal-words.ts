import type { GoalIssue } from '@rbt/pricing';
import { formatCount, formatPkr } from '@rbt/web-kit';
import type { WizT } from '../messages';

/**
 * A goal issue in the page's language: libs/pricing names the rule (code) and its figures, the catalog
 * words it; an issue without a code (an older engine) keeps the engine's English.
 */
export function goalIssueText(issue: GoalIssue, t: WizT): string {
  const v = issue.values ?? {};
  const money = issue.field === 'budget';
  const figure = (n: number | undefined) => (n === undefined ? '' : money ? formatPkr(n) : formatCount(n));
  switch (issue.code) {
    case undefined:
      return issue.message;
    case 'tooSmallPlays':
      return t('wiz.goal.tooSmallPlays', { most: formatCount(v.most ?? 0), least: formatCount(v.least ?? 0) });
    case 'tooSmallBudget':
      return t('wiz.goal.tooSmallBudget', {
        most: formatPkr(v.most ?? 0),
        least: formatPkr(v.least ?? 0),
        minPlays: formatCount(v.minPlays ?? 0),
      });
    default:
      return t(`wiz.goal.${issue.code}`, { limit: figure(v.limit) });
  }
}
