import { lazy, Suspense } from 'react';
import { Route, Routes } from 'react-router-dom';
import { EuiLoadingSpinner } from '@elastic/eui';
import { FramePage } from '../FramePage/FramePage';
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

/** Routes owned by the wizard remote (spec §2); the pages themselves come with their issues. */
export const WIZARD_PAGES = [
  { path: '/campaigns/targeting', title: 'Choose Your Targeting Method' },
  { path: '/campaigns/new', title: 'Create New Campaign', bare: true },
  { path: '/campaigns/:id', title: 'Campaign Details' },
  { path: '/campaigns/:id/edit', title: 'Edit Campaign' },
  { path: '/campaigns/:id/checkout', title: 'Checkout' },
  { path: '/niche-targeting', title: 'Niche Targeting' },
  { path: '/standard-targeting', title: 'Standard Targeting' },
  { path: '/map-demo', title: 'Pakistan Cities Map' },
  { path: '/customer-upload', title: 'Customer Upload' },
] as const;

// Pages built so far; the rest still show their frame.
const OWN_PAGES = new Set([
  '/campaigns/new',
  '/campaigns/targeting',
  '/niche-targeting',
  '/standard-targeting',
  '/map-demo',
  '/customer-upload',
  '/campaigns/:id',
  '/campaigns/:id/checkout',
  '/campaigns/:id/edit',
]);

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
        {WIZARD_PAGES.filter((page) => !OWN_PAGES.has(page.path)).map((page) => (
          <Route key={page.path} path={page.path} element={<FramePage title={page.title} bare={'bare' in page} />} />
        ))}
        <Route path="*" element={null} />
      </Routes>
    </div>
  );
}
