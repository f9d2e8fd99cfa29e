import { describeServiceBasics } from '@rbt/test-kit';
import { startTestServer } from './test-server';

describeServiceBasics('svc-pricing', () => startTestServer());
