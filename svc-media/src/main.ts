import { configOrExit, createLogger, onShutdown } from '@rbt/service-kit';
import { readConfig } from './config';
import { start } from './server';

const config = configOrExit('svc-media', () => readConfig());
const logger = createLogger('svc-media', config.LOG_LEVEL);
start(config, logger).then(
  (s) => onShutdown(logger, s.stop),
  (err: Error) => {
    logger.fatal({ err }, 'svc-media could not start');
    process.exit(1);
  },
);
