// Terms and Privacy: short, plausible and clearly marked as prototype text (issue 10).
import { PROTOTYPE_NOTE } from './site-chrome';

export function termsBody(): string {
  return `
  <h1>Terms of Service</h1>
  ${PROTOTYPE_NOTE}
  <h2>1. The service</h2>
  <p>RBT Ads lets advertisers build, price and pay for audio ads played to users of a call-rewards app in Pakistan while their call connects.</p>
  <h2>2. Your account</h2>
  <p>Keep your sign-in details safe. You are responsible for the campaigns created from your account.</p>
  <h2>3. Your content</h2>
  <p>You confirm that you hold the rights to every audio file and script you submit. Ads are reviewed before they play and may be refused
    if they are misleading, offensive or unlawful in Pakistan.</p>
  <h2>4. Prices and payment</h2>
  <p>Prices are in PKR per guaranteed ad view, as shown on the <a href="/pricing">Pricing</a> page; VAT and the platform fee are added at checkout.
    Estimates are estimates: delivered views depend on call traffic in the slots you book.</p>
  <h2>5. Refunds and cancellation</h2>
  <p>Views that were booked but not delivered are not charged for. You can pause a live campaign at any time.</p>
  <h2>6. Changes</h2>
  <p>We may update these terms; the date of the last change will be shown here.</p>`;
}

export function privacyBody(): string {
  return `
  <h1>Privacy Policy</h1>
  ${PROTOTYPE_NOTE}
  <h2>What we collect</h2>
  <ul>
    <li>Your account: name, email address and role.</li>
    <li>Your campaigns: targeting, schedule, audio, invoices and receipts.</li>
    <li>Delivery figures: how many times your ad was played, by city and hour.</li>
  </ul>
  <h2>What advertisers see</h2>
  <p>Advertisers choose audiences by city, gender, value tier, device and interest, and see only totals. No advertiser sees the phone number or identity of a person who heard an ad.</p>
  <h2>How we use it</h2>
  <p>To run and bill your campaigns, to review ads for compliance and to improve estimates. We do not sell personal data.</p>
  <h2>Payments</h2>
  <p>Card details are handled by the card provider, never stored by RBT Ads. In this prototype no payment is taken.</p>
  <h2>Your rights</h2>
  <p>You can ask for a copy of your data or for your account to be deleted through the help panel once signed in.</p>`;
}
