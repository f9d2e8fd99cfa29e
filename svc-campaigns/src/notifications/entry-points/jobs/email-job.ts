import { intervalJob } from '@rbt/service-kit/jobs';
import type { Deps } from '../../../deps';
import { sendDueEmails } from '../../domain/email-use-case';

/** Every EMAIL_INTERVAL_MS: the due emails of the outbox are sent (retries and dead-lettering in the use case). */
export const emailJob = (deps: Deps) =>
  intervalJob(deps.config.EMAIL_INTERVAL_MS, () => sendDueEmails(deps), deps.logger, 'email round failed');
