import { Route, Routes } from 'react-router-dom';
import { DashboardPage } from '../DashboardPage/DashboardPage';
import { BillingPage } from '../BillingPage/BillingPage';
import { AnalyticsPage } from '../AnalyticsPage/AnalyticsPage';
import { CampaignsListPage } from '../CampaignsListPage/CampaignsListPage';

/** Routes owned by the dashboard remote; anything else belongs to another remote (shell decides). */
export function App() {
  return (
    <div data-testid="remote-dashboard">
      <Routes>
        <Route path="/" element={<DashboardPage />} />
        <Route path="/analytics" element={<AnalyticsPage />} />
        <Route path="/billing" element={<BillingPage />} />
        <Route path="/campaigns" element={<CampaignsListPage />} />
        <Route path="*" element={null} />
      </Routes>
    </div>
  );
}
