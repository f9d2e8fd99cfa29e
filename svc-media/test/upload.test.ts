import { describeUploads } from './upload-suite';

describeUploads('local');
