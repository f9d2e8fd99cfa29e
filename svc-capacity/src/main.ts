import { runMain } from '@rbt/service-kit';
import { readConfig } from './config';
import { start } from './server';

runMain('svc-capacity', readConfig, start);
