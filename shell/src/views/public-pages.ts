// The shell's public pages, open to signed-out and signed-in visitors; routes.ts lists their paths.
import type { PublicPage } from '../routes';
import { docsBody } from './docs-page';
import { helpBody } from './help-page';
import { privacyBody, termsBody } from './legal-pages';
import { pricingBody } from './pricing-page';
import { publicShell } from './site-chrome';

const BODIES: Record<PublicPage, (signedIn: boolean) => string> = {
  pricing: pricingBody,
  docs: docsBody,
  terms: termsBody,
  privacy: privacyBody,
  help: helpBody,
};

export function publicPageHtml(page: PublicPage, signedIn: boolean): string {
  return publicShell(page, signedIn, BODIES[page](signedIn));
}
