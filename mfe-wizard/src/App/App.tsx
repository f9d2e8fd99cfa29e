import { lazy, Suspense } from 'react';
import { Route, Routes } from 'react-router-dom';
import { EuiLoadingSpinner } from '@elastic/eui';
import { WizardPage } from '../pages/WizardPage/WizardPage';

// The wizard's first step is the page to be quick (issue 17); every other page is its own chunk, fetched when opened.
// The customer list also brings a phone-number parser (libphonenumber-js) needed nowhere else.
const TargetingChoicePage = lazy(() =>
  import('../pages/TargetingChoicePage/TargetingChoicePage').then((m) => ({ default: m.TargetingChoicePage })),
);
const NicheTargetingPage = lazy(() =>
  import('../pages/NicheTargetingPage/NicheTargetingPage').then((m) => ({ default: m.NicheTargetingPage })),
);
const StandardTargetingPage = lazy(() =>
  import('../pages/StandardTargetingPage/StandardTargetingPage').then((m) => ({ default: m.StandardTargetingPage })),
);
const MapDemoPage = lazy(() => import('../pages/MapDemoPage/MapDemoPage').then((m) => ({ default: m.MapDemoPage })));
const CheckoutPage = lazy(() =>
  import('../pages/CheckoutPage/CheckoutPage').then((m) => ({ default: m.CheckoutPage })),
);
const CampaignDetailsPage = lazy(() =>
  import('../pages/CampaignDetailsPage/CampaignDetailsPage').then((m) => ({ default: m.CampaignDetailsPage })),
);
const CustomerUploadPage = lazy(() =>
  import('../pages/CustomerUploadPage/CustomerUploadPage').then((m) => ({ default: m.CustomerUploadPage })),
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
          <Route path="/customer-upload" element={<CustomerUploadPage />} />
          <Route path="/campaigns/:id/checkout" element={<CheckoutPage />} />
          <Route path="/campaigns/:id/edit" element={<WizardPage />} />
          <Route path="/campaigns/:id" element={<CampaignDetailsPage />} />
          <Route path="*" element={null} />
        </Routes>
      </Suspense>
    </div>
  );
}
