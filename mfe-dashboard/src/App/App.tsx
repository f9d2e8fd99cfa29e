import { Route, Routes } from 'react-router-dom';
import { DashboardPage } from '../DashboardPage/DashboardPage';
import { BillingPage } from '../BillingPage/BillingPage';
import { NotificationSettingsPage } from '../NotificationSettingsPage/NotificationSettingsPage';
import { AnalyticsPage } from '../AnalyticsPage/AnalyticsPage';
import { CampaignsListPage } from '../CampaignsListPage/CampaignsListPage';
import { NotFoundPage } from '../NotFoundPage/NotFoundPage';
import { SettingsPage } from '../SettingsPage/SettingsPage';

/**
 * Routes owned by the dashboard remote. The shell also mounts it on paths nobody owns (signedInApp), which the
 * catch-all answers with the 404 in the portal frame.
 */
export function App() {
  return (
    <div data-testid="remote-dashboard">
      <Routes>
        <Route path="/" element={<DashboardPage />} />
        <Route path="/settings/notifications" element={<NotificationSettingsPage />} />
        <Route path="/analytics" element={<AnalyticsPage />} />
        <Route path="/billing" element={<BillingPage />} />
        <Route path="/campaigns" element={<CampaignsListPage />} />
        <Route path="/settings" element={<SettingsPage />} />
        <Route path="*" element={<NotFoundPage />} />
      </Routes>
    </div>
  );
}
