import { describeUploads } from './upload-suite';

describeUploads('s3');
