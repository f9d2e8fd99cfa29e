import { lazy, Suspense } from 'react';
import { Route, Routes } from 'react-router-dom';
import { EuiLoadingSpinner } from '@elastic/eui';
import { WizardPage } from '../WizardPage/WizardPage';

// The wizard's first step is the page to be quick (issue 17); every other page is its own chunk, fetched when opened.
// The customer list also brings a phone-number parser (libphonenumber-js) needed nowhere else.
const TargetingChoicePage = lazy(() =>
  import('../TargetingChoicePage/TargetingChoicePage').then((m) => ({ default: m.TargetingChoicePage })),
);
const NicheTargetingPage = lazy(() =>
  import('../NicheTargetingPage/NicheTargetingPage').then((m) => ({ default: m.NicheTargetingPage })),
);
const StandardTargetingPage = lazy(() =>
  import('../StandardTargetingPage/StandardTargetingPage').then((m) => ({ default: m.StandardTargetingPage })),
);
const MapDemoPage = lazy(() => import('../MapDemoPage/MapDemoPage').then((m) => ({ default: m.MapDemoPage })));
const CheckoutPage = lazy(() => import('../checkout').then((m) => ({ default: m.CheckoutPage })));
const CampaignDetailsPage = lazy(() =>
  import('../CampaignDetailsPage/CampaignDetailsPage').then((m) => ({ default: m.CampaignDetailsPage })),
);
const CustomerListPage = lazy(() =>
  import('../CustomerListPage/CustomerListPage').then((m) => ({ default: m.CustomerListPage })),
);

/** Routes owned by the wizard remote (spec §2); any other path belongs to another remote, so nothing is drawn. */
export function App() {
  return (
    <div data-testid="remote-wizard">
      <Suspense fallback={<EuiLoadingSpinner size="l" />}>
        <Routes>
          <Route path="/campaigns/new" element={<WizardPage />} />
          <Route path="/campaigns/targeting" element={<TargetingChoicePage />} />
          <Route path="/niche-targeting" element={<NicheTargetingPage />} />
          <Route path="/standard-targeting" element={<StandardTargetingPage />} />
          <Route path="/map-demo" element={<MapDemoPage />} />
          <Route path="/customer-upload" element={<CustomerListPage />} />
          <Route path="/campaigns/:id/checkout" element={<CheckoutPage />} />
          <Route path="/campaigns/:id/edit" element={<WizardPage />} />
          <Route path="/campaigns/:id" element={<CampaignDetailsPage />} />
          <Route path="*" element={null} />
        </Routes>
      </Suspense>
    </div>
  );
}
