import type { ReactNode } from 'react';
import { EuiCallOut, EuiSpacer } from '@elastic/eui';
import { PAID_EDITABLE_STATUSES, type CampaignStatus } from '@rbt/contracts';

export interface EditMode {
  paid: boolean;
  title?: string;
  finishLabel?: string;
  notice?: ReactNode;
}

/** How the wizard presents a loaded campaign by status (the rules live in svc-campaigns; this only explains them). */
export function editMode(status: CampaignStatus | null): EditMode {
  if (status === 'awaiting_payment') {
    return {
      paid: false,
      title: 'Edit Campaign',
      notice: (
        <Notice color="warning" title="This campaign was submitted but not paid">
          Your first change returns it to draft and drops its quote; submit it again to get a new price.
        </Notice>
      ),
    };
  }
  if (status && PAID_EDITABLE_STATUSES.includes(status)) {
    const creative = status === 'pending_review' ? ' and its creative (no longer than now, while it is in review)' : '';
    return {
      paid: true,
      title: 'Edit Campaign',
      finishLabel: 'Save changes',
      notice: (
        <Notice color="primary" title="This campaign is paid">
          You can change its name{creative}. What cannot change is shown locked, with the reason. To raise the budget or
          run longer, use “Add budget or days” on the campaign page: you pay only for the added plays.
        </Notice>
      ),
    };
  }
  return { paid: false, title: status ? 'Edit Campaign' : undefined };
}

function Notice({ color, title, children }: { color: 'warning' | 'primary'; title: string; children: ReactNode }) {
  return (
    <>
      <EuiCallOut color={color} iconType="info" title={title} data-testid="edit-notice">
        {children}
      </EuiCallOut>
      <EuiSpacer size="s" />
    </>
  );
}
