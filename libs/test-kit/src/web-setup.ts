import '@testing-library/jest-dom';
import { configure } from '@testing-library/dom';

// findBy*/waitFor give up after 1 s by default: too short for EUI pages in jsdom on a busy 2-core CI box, where
// a lazy chart or a modal can take several seconds to render. A longer wait changes nothing when it is fast,
// and a missing element still fails the test.
configure({ asyncUtilTimeout: 10_000 });
