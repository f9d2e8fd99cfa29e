import { useState } from 'react';
import { EuiBadge, EuiSpacer, EuiTab, EuiTabs } from '@elastic/eui';
import { PageFrame, useUser } from '@rbt/web-kit';
import { AdminsOnly } from '../AdminsOnly/AdminsOnly';
import { SummaryCards } from '../SummaryCards/SummaryCards';
import { CampaignsTab } from '../CampaignsTab/CampaignsTab';
import { CapacityTab } from '../CapacityTab/CapacityTab';
import { PlatformsTab } from '../PlatformsTab/PlatformsTab';
import { DeliveryTab } from '../DeliveryTab/DeliveryTab';
import { ToastProvider } from '../Toasts/Toasts';

const TABS = ['Campaigns', 'Capacity', 'Delivery', 'Platforms'] as const;
const PANES: Record<Tab, () => JSX.Element> = {
  Campaigns: CampaignsTab,
  Capacity: CapacityTab,
  Delivery: DeliveryTab,
  Platforms: PlatformsTab,
};
type Tab = (typeof TABS)[number];

/** Spec §2 admin page: Admin Access badge, summary cards, Campaigns, Capacity, Delivery and Platforms tabs; admins only. */
export function AdminPage() {
  const user = useUser();
  const [tab, setTab] = useState<Tab>('Campaigns');
  // Checked before any admin call is made, so a non-admin never fires requests that would be 403s.
  if (user?.role !== 'admin') {
    return (
      <PageFrame title="Admin">
        <AdminsOnly />
      </PageFrame>
    );
  }
  const Pane = PANES[tab];
  return (
    <ToastProvider>
      <PageFrame
        title="Admin"
        rightSideItems={[
          <EuiBadge key="badge" color="primary" iconType="lock">
            Admin Access
          </EuiBadge>,
        ]}
      >
        <SummaryCards />
        <EuiSpacer />
        <EuiTabs>
          {TABS.map((name) => (
            <EuiTab key={name} isSelected={tab === name} onClick={() => setTab(name)}>
              {name}
            </EuiTab>
          ))}
        </EuiTabs>
        <EuiSpacer />
        <div data-testid={`admin-tab-${tab.toLowerCase()}`}>
          <Pane />
        </div>
      </PageFrame>
    </ToastProvider>
  );
}
