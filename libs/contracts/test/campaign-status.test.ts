import {
  ADMIN_ACTIONS,
  CANCELLABLE_STATUSES,
  adminActionsFor,
  AdminStatusChange,
  canMove,
  CampaignStatus,
  EDITABLE_STATUSES,
  PAID_EDITABLE_STATUSES,
  statusColour,
  statusLabel,
  TOP_UP_STATUSES,
  UNPAID_STATUSES,
} from '../src';
// EUI's own WCAG arithmetic: the badge picks whichever of its light or dark text reads better on the colour.
import { calculateContrast } from '@elastic/eui/lib/services/color/luminance_and_contrast';

const all = CampaignStatus.options;

describe('campaign status, the one rule for every page and service', () => {
  it('when a status has an underscore, then its label is capitals with a space; a missing one reads DRAFT', () => {
    expect(statusLabel('pending_review')).toBe('PENDING REVIEW');
    expect(statusLabel('awaiting_payment')).toBe('AWAITING PAYMENT');
    expect(statusLabel(null)).toBe('DRAFT');
    expect(statusLabel(undefined)).toBe('DRAFT');
  });

  it('when a badge is coloured, then paused is the one orange and a missing status is grey like a draft', () => {
    expect(statusColour('paused')).toBe('#f08c2e');
    expect(statusColour(null)).toBe(statusColour('draft'));
    for (const s of all) expect(statusColour(s)).toMatch(/^#[0-9a-f]{6}$/);
  });

  it("when a badge is drawn in a status colour, then its text reaches WCAG AA's 4.5 contrast, light or dark", () => {
    const rgb = (hex: string) => [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16)) as [number, number, number];
    const [light, dark] = [rgb('#ffffff'), rgb('#07101f')];
    const poor = all.filter((s) => {
      const bg = rgb(statusColour(s));
      return Math.max(calculateContrast(bg, light), calculateContrast(bg, dark)) < 4.5;
    });
    expect(poor).toEqual([]);
  });

  it('when a campaign leaves the unpaid statuses, then only payment (awaiting_payment → pending_review) does it', () => {
    expect(UNPAID_STATUSES).toEqual(['draft', 'awaiting_payment']);
    const unpaid = (s: CampaignStatus) => UNPAID_STATUSES.includes(s);
    const moves = all.flatMap((from) => all.filter((to) => canMove(from, to)).map((to) => `${from}→${to}`));
    expect(
      moves.filter((m) => unpaid(m.split('→')[0] as CampaignStatus) && !unpaid(m.split('→')[1] as CampaignStatus)),
    ).toEqual(['awaiting_payment→pending_review']);
  });

  it('when the owner edits, then free edits, paid edits under rules, and nothing once completed never overlap', () => {
    expect(EDITABLE_STATUSES).toEqual(['draft', 'awaiting_payment', 'rejected']);
    expect(PAID_EDITABLE_STATUSES).toEqual(['pending_review', 'scheduled', 'live', 'paused']);
    expect(EDITABLE_STATUSES.filter((s) => PAID_EDITABLE_STATUSES.includes(s))).toEqual([]);
    expect(all.filter((s) => !EDITABLE_STATUSES.includes(s) && !PAID_EDITABLE_STATUSES.includes(s))).toEqual([
      'completed',
      'cancelled',
    ]);
    for (const s of PAID_EDITABLE_STATUSES) expect(UNPAID_STATUSES).not.toContain(s);
  });

  it('when a campaign may be topped up, then it is approved and not ended', () => {
    expect(TOP_UP_STATUSES).toEqual(['scheduled', 'live', 'paused']);
  });

  it('when a move is asked, then only the lifecycle table allows it and completed goes nowhere', () => {
    expect(canMove('draft', 'awaiting_payment')).toBe(true);
    expect(canMove('awaiting_payment', 'pending_review')).toBe(true);
    expect(canMove('draft', 'live')).toBe(false);
    expect(canMove('live', 'scheduled')).toBe(false);
    for (const s of all) expect(canMove('completed', s)).toBe(false);
  });

  it('when the owner cancels, then only a paid campaign that has not started may be cancelled, and cancelled goes nowhere', () => {
    expect(CANCELLABLE_STATUSES).toEqual(['pending_review', 'scheduled']);
    for (const s of all) expect(canMove(s, 'cancelled')).toBe(CANCELLABLE_STATUSES.includes(s));
    for (const s of all) expect(canMove('cancelled', s)).toBe(false);
  });

  it('when an admin acts, then each action starts from one status and is a move the lifecycle allows', () => {
    for (const a of Object.values(ADMIN_ACTIONS)) expect(canMove(a.from, a.to)).toBe(true);
    expect(adminActionsFor('pending_review').map((a) => a.label)).toEqual(['Approve', 'Reject']);
    expect(adminActionsFor('live').map((a) => a.to)).toEqual(['paused']);
    expect(adminActionsFor('paused').map((a) => a.to)).toEqual(['live']);
    for (const s of ['draft', 'awaiting_payment', 'scheduled', 'completed', 'rejected'] as const)
      expect(adminActionsFor(s)).toEqual([]);
    expect(
      Object.values(ADMIN_ACTIONS)
        .filter((a) => a.needsReason)
        .map((a) => a.to),
    ).toEqual(['rejected']);
  });

  it('when the admin status body names a target, then only the admin targets parse', () => {
    for (const to of Object.keys(ADMIN_ACTIONS))
      expect(AdminStatusChange.safeParse({ status: to, reason: 'x' }).success).toBe(true);
    expect(AdminStatusChange.safeParse({ status: 'completed' }).success).toBe(false);
  });
});
