import { describeServing } from './serving-suite';

describeServing('s3');
