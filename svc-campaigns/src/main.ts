import { configOrExit, createLogger, onShutdown } from '@rbt/service-kit';
import { readConfig } from './config';
import { start } from './server';

const config = configOrExit('svc-campaigns', () => readConfig());
const logger = createLogger('svc-campaigns', config.LOG_LEVEL);
start(config, logger).then(
  (s) => onShutdown(logger, s.stop),
  (err: Error) => {
    logger.fatal({ err }, 'svc-campaigns could not start');
    process.exit(1);
  },
);
