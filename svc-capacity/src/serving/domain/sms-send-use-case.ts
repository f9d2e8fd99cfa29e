import type { ResponseRepository, SmscClient } from './ports';

export interface SmsSendPorts {
  responses: Pick<ResponseRepository, 'claimDueSms' | 'markSubmitted' | 'retryLater'>;
  /** The operator's SMSC: live keys' SMS only. */
  smsc: Pick<SmscClient, 'submit'>;
  /** The SMSC stand-in sandbox keys' SMS go to; null: they are recorded as not sent and never leave. */
  sandboxSmsc: Pick<SmscClient, 'submit'> | null;
}

/** First retry after 2 s, doubling to at most 5 min: a throttling SMSC gets room, an outage is not hammered. */
export function smsBackoffMs(attempts: number): number {
  return Math.min(2000 * 2 ** attempts, 300_000);
}

/** How long a sender holds an SMS it claimed: longer than one submit may take, short enough to recover a crash. */
export const SMS_LEASE_MS = 30_000;

/**
 * Sends the SMS that are due, one by one, until none is due or the SMSC pushes back (then the rest wait for their
 * backoff). Each SMS is claimed with a lease first, so two instances never submit the same one; it keeps the one
 * message id the SMSC gave it. Live keys' SMS go to the operator's SMSC and sandbox keys' to the sandbox one, each
 * lane claimed apart. Returns how many were submitted.
 */
export async function sendDueSms(p: SmsSendPorts, nowMs: () => number, max = 50): Promise<number> {
  const live = await sendLane(p, p.smsc, false, nowMs, max);
  return live + (p.sandboxSmsc ? await sendLane(p, p.sandboxSmsc, true, nowMs, max) : 0);
}

async function sendLane(
  p: SmsSendPorts,
  smsc: SmsSendPorts['smsc'],
  sandbox: boolean,
  nowMs: () => number,
  max: number,
): Promise<number> {
  let sent = 0;
  for (let i = 0; i < max; i += 1) {
    const now = new Date(nowMs());
    const due = await p.responses.claimDueSms(now, SMS_LEASE_MS, sandbox);
    if (!due?.sms || !due.callerNumber) return sent;
    const r = await smsc.submit(due.callerNumber, due.sms.text);
    if (r.ok) {
      await p.responses.markSubmitted(due._id, r.messageId);
      sent += 1;
      continue;
    }
    await p.responses.retryLater(due._id, new Date(now.getTime() + smsBackoffMs(due.sms.attempts)), r.reason);
    return sent;
  }
  return sent;
}
