import type { Deps } from '../../../deps';
import { sendDueSms } from '../../domain/sms-send-use-case';

/**
 * Every SMS_SEND_INTERVAL_MS, and at once when a response queued an SMS: sends the due press-1 SMS over the kept SMPP
 * session. A round in flight is never doubled (a wake-up during it runs one more round after it).
 */
export function smsSenderJob(deps: Deps): () => () => Promise<void> {
  return () => {
    let round: Promise<void> | undefined;
    let again = false;
    const run = () => {
      if (round) {
        again = true;
        return;
      }
      round = sendDueSms(deps.smsSendPorts, deps.servingClock)
        .then(() => undefined)
        .catch((err) => deps.logger.error({ err }, 'sms sending failed'))
        .finally(() => {
          round = undefined;
          if (again) {
            again = false;
            run();
          }
        });
    };
    deps.smsQueue.wake = run;
    const timer = setInterval(run, deps.config.SMS_SEND_INTERVAL_MS);
    timer.unref();
    return async () => {
      clearInterval(timer);
      deps.smsQueue.wake = () => undefined;
      await round;
      await deps.smsc.close();
      await deps.sandboxSmsc?.close();
    };
  };
}
