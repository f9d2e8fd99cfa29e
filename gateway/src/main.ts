import { configOrExit, createLogger, onShutdown } from '@rbt/service-kit';
import { readConfig } from './config';
import { start } from './server';

const config = configOrExit('gateway', () => readConfig());
const logger = createLogger('gateway', config.LOG_LEVEL);
start(config, logger).then(
  (s) => onShutdown(logger, s.stop),
  (err: Error) => {
    logger.fatal({ err }, 'gateway could not start');
    process.exit(1);
  },
);
