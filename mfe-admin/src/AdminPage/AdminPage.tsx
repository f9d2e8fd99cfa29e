import { useState } from 'react';
import { EuiBadge, EuiSpacer, EuiTab, EuiTabs } from '@elastic/eui';
import { PageFrame, useUser } from '@rbt/web-kit';
import { AdminsOnly } from '../AdminsOnly/AdminsOnly';
import { SummaryCards } from '../SummaryCards/SummaryCards';
import { CampaignsTab } from '../CampaignsTab/CampaignsTab';
import { CapacityTab } from '../CapacityTab/CapacityTab';
import { PlatformsTab } from '../PlatformsTab/PlatformsTab';
import { DeliveryTab } from '../DeliveryTab/DeliveryTab';
import { BankTransfersTab } from '../BankTransfersTab/BankTransfersTab';
import { SuppressionsTab } from '../SuppressionsTab/SuppressionsTab';
import { ReconciliationTab } from '../ReconciliationTab/ReconciliationTab';
import { ToastProvider } from '../Toasts/Toasts';
import { useAdminT } from '../messages';

const TABS = ['campaigns', 'capacity', 'delivery', 'platforms', 'transfers', 'reconciliation', 'suppressions'] as const;
const PANES: Record<Tab, () => JSX.Element> = {
  campaigns: CampaignsTab,
  capacity: CapacityTab,
  delivery: DeliveryTab,
  platforms: PlatformsTab,
  transfers: BankTransfersTab,
  reconciliation: ReconciliationTab,
  suppressions: SuppressionsTab,
};
type Tab = (typeof TABS)[number];

/**
 * Spec §2 admin page: Admin Access badge, summary cards, Campaigns, Capacity, Delivery, Platforms, Bank transfers,
 * Reconciliation and Suppressions tabs; admins only.
 */
export function AdminPage() {
  const user = useUser();
  const t = useAdminT();
  const [tab, setTab] = useState<Tab>('campaigns');
  // Checked before any admin call is made, so a non-admin never fires requests that would be 403s.
  if (user?.role !== 'admin') {
    return (
      <PageFrame title={t('admin.title')}>
        <AdminsOnly />
      </PageFrame>
    );
  }
  const Pane = PANES[tab];
  return (
    <ToastProvider>
      <PageFrame
        title={t('admin.title')}
        rightSideItems={[
          <EuiBadge key="badge" color="primary" iconType="lock">
            {t('admin.access')}
          </EuiBadge>,
        ]}
      >
        <SummaryCards />
        <EuiSpacer />
        <EuiTabs>
          {TABS.map((name) => (
            <EuiTab key={name} isSelected={tab === name} onClick={() => setTab(name)}>
              {t(`admin.tab.${name}`)}
            </EuiTab>
          ))}
        </EuiTabs>
        <EuiSpacer />
        <div data-testid={`admin-tab-${tab}`}>
          <Pane />
        </div>
      </PageFrame>
    </ToastProvider>
  );
}
