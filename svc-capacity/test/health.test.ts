import { describeServiceBasics } from '@rbt/test-kit';
import { startTestServer } from './test-server';

describeServiceBasics('svc-capacity', () => startTestServer());
