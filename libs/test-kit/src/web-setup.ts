import '@testing-library/jest-dom';
import { configure } from '@testing-library/dom';

// findBy*/waitFor give up after 1 s by default: too short for EUI pages in jsdom on a busy 2-core CI box, where
// a lazy chart or a modal can take several seconds to render. A longer wait changes nothing when it is fast,
// and a missing element still fails the test.
configure({ asyncUtilTimeout: 10_000 });

// jsdom's crypto has getRandomValues but no SubtleCrypto, which every browser the portal supports has; Node's
// own Web Crypto stands in, so code hashing in the page (customer lists) runs as it does in chromium.
if (typeof globalThis.crypto !== 'undefined' && !globalThis.crypto.subtle) {
  Object.defineProperty(globalThis.crypto, 'subtle', {
    value: (require('node:crypto') as typeof import('node:crypto')).webcrypto.subtle,
  });
}
