import { lazy, Suspense } from 'react';
import { Route, Routes } from 'react-router-dom';
import { EuiLoadingSpinner } from '@elastic/eui';
import { WizardPage } from '../WizardPage/WizardPage';
import { TargetingChoicePage } from '../TargetingChoicePage/TargetingChoicePage';
import { NicheTargetingPage } from '../NicheTargetingPage/NicheTargetingPage';
import { StandardTargetingPage } from '../StandardTargetingPage/StandardTargetingPage';
import { MapDemoPage } from '../MapDemoPage/MapDemoPage';
import { CheckoutPage } from '../checkout';
import { CampaignDetailsPage } from '../CampaignDetailsPage/CampaignDetailsPage';

// Loaded when opened: the phone-number parser it brings (libphonenumber-js) is not needed anywhere else.
const CustomerListPage = lazy(() =>
  import('../CustomerListPage/CustomerListPage').then((m) => ({ default: m.CustomerListPage })),
);

/** Routes owned by the wizard remote (spec §2); any other path belongs to another remote, so nothing is drawn. */
export function App() {
  return (
    <div data-testid="remote-wizard">
      <Routes>
        <Route path="/campaigns/new" element={<WizardPage />} />
        <Route path="/campaigns/targeting" element={<TargetingChoicePage />} />
        <Route path="/niche-targeting" element={<NicheTargetingPage />} />
        <Route path="/standard-targeting" element={<StandardTargetingPage />} />
        <Route path="/map-demo" element={<MapDemoPage />} />
        <Route
          path="/customer-upload"
          element={
            <Suspense fallback={<EuiLoadingSpinner size="l" />}>
              <CustomerListPage />
            </Suspense>
          }
        />
        <Route path="/campaigns/:id/checkout" element={<CheckoutPage />} />
        <Route path="/campaigns/:id/edit" element={<WizardPage />} />
        <Route path="/campaigns/:id" element={<CampaignDetailsPage />} />
        <Route path="*" element={null} />
      </Routes>
    </div>
  );
}
