import { Suspense } from 'react';
import { Route, Routes } from 'react-router-dom';
import { EuiLoadingSpinner } from '@elastic/eui';
import { lazyWithWords } from '../messages/lazy-with-words';
import { WizardPage } from '../pages/WizardPage/WizardPage';

// The wizard's first step is the page to be quick; every other page is its own chunk, fetched when opened.
// Their words come with them (lazyWithWords): step 1's chunk carries only step 1's words.
// The customer list also brings a phone-number parser (libphonenumber-js) needed nowhere else.
const TargetingChoicePage = lazyWithWords(() =>
  import('../pages/TargetingChoicePage/TargetingChoicePage').then((m) => m.TargetingChoicePage),
);
const NicheTargetingPage = lazyWithWords(() =>
  import('../pages/NicheTargetingPage/NicheTargetingPage').then((m) => m.NicheTargetingPage),
);
const StandardTargetingPage = lazyWithWords(() =>
  import('../pages/StandardTargetingPage/StandardTargetingPage').then((m) => m.StandardTargetingPage),
);
const MapDemoPage = lazyWithWords(() => import('../pages/MapDemoPage/MapDemoPage').then((m) => m.MapDemoPage));
const CheckoutPage = lazyWithWords(() => import('../pages/CheckoutPage/CheckoutPage').then((m) => m.CheckoutPage));
const CampaignDetailsPage = lazyWithWords(() =>
  import('../pages/CampaignDetailsPage/CampaignDetailsPage').then((m) => m.CampaignDetailsPage),
);
const CustomerUploadPage = lazyWithWords(() =>
  import('../pages/CustomerUploadPage/CustomerUploadPage').then((m) => m.CustomerUploadPage),
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
