import { describeServing } from './serving-suite';

describeServing('local');
