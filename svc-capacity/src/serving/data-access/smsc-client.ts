import { connect, type PDU, type Session } from 'smpp';
import { smsLength } from '@rbt/contracts';

/** What one submit_sm got: the SMSC's message id, or why it was not taken (then the SMS is retried later). */
export type SubmitResult = { ok: true; messageId: string } | { ok: false; reason: 'throttled' | 'down' | 'refused' };
export interface Receipt {
  messageId: string;
  delivered: boolean;
}

export interface SmscOptions {
  /** smpp://host:port of the operator's SMSC (locally, the stand-in). */
  url: string;
  systemId: string;
  password: string;
  /** The sender (alphanumeric mask PTA registered for the product, docs/operators.md "Press 1"). */
  sender: string;
  timeoutMs: number;
  onReceipt: (r: Receipt) => void;
}

// SMPP 3.4 command_status of a throttled submit (the SMSC's own flow control) and of a full queue.
const THROTTLED = new Set([0x58, 0x14]);
// data_coding 8 is UCS-2 (big-endian), as every handset decodes Urdu; 0 the SMSC's default alphabet (GSM-7).
const UCS2 = 8;

/** A delivery receipt's text (SMPP 3.4 appendix B): `id:<id> sub:… dlvrd:… stat:DELIVRD …`. */
export function receiptOf(text: string): Receipt | null {
  const id = /id:(\S+)/.exec(text)?.[1];
  const stat = /stat:(\S+)/.exec(text)?.[1];
  return id && stat ? { messageId: id, delivered: stat === 'DELIVRD' } : null;
}

const textOf = (sm: unknown): string =>
  typeof sm === 'string'
    ? sm
    : Buffer.isBuffer(sm)
      ? sm.toString('latin1')
      : String((sm as { message?: unknown } | null)?.message ?? '');

/**
 * The kept SMPP 3.4 client (the `smpp` package): one transceiver session bound once and reused for every SMS,
 * enquire_link keeping it alive, reconnected on the next send after the SMSC dropped it. Receipts (deliver_sm with
 * a receipt's esm_class) come back on the same session and are acknowledged.
 */
export function smscClient(o: SmscOptions) {
  let bound: Promise<Session> | null = null;
  const bind = (): Promise<Session> =>
    new Promise((resolve, reject) => {
      const session = connect({ url: o.url, auto_enquire_link_period: 10_000 });
      const fail = (err: Error) => {
        bound = null;
        reject(err);
      };
      const timer = setTimeout(() => {
        session.destroy();
        fail(new Error('SMSC bind timed out'));
      }, o.timeoutMs);
      session.on('error', (err: Error) => fail(err));
      session.on('close', () => {
        bound = null;
      });
      session.on('deliver_sm', (pdu: PDU) => {
        session.send(pdu.response());
        const r = receiptOf(textOf(pdu.short_message));
        if (r && (Number(pdu.esm_class) & 0x04) !== 0) o.onReceipt(r);
      });
      session.on('connect', () => {
        session.bind_transceiver({ system_id: o.systemId, password: o.password }, (pdu: PDU) => {
          clearTimeout(timer);
          if (pdu.command_status === 0) resolve(session);
          else {
            session.close();
            fail(new Error(`SMSC bind refused: ${pdu.command_status}`));
          }
        });
      });
    });
  const session = () => (bound ??= bind());

  return {
    /** Submits one SMS (one part) with a delivery receipt asked for. */
    submit: async (to: string, text: string): Promise<SubmitResult> => {
      let s: Session;
      try {
        s = await session();
      } catch {
        return { ok: false, reason: 'down' };
      }
      const ucs2 = smsLength(text).encoding === 'ucs2';
      return new Promise<SubmitResult>((resolve) => {
        const timer = setTimeout(() => resolve({ ok: false, reason: 'down' }), o.timeoutMs);
        s.submit_sm(
          {
            source_addr_ton: 5, // alphanumeric sender
            source_addr: o.sender,
            dest_addr_ton: 1, // international
            dest_addr_npi: 1, // E.164
            destination_addr: to.replace(/^\+/, ''),
            registered_delivery: 1,
            data_coding: ucs2 ? UCS2 : 0,
            short_message: ucs2 ? { message: text } : text,
          },
          (pdu: PDU) => {
            clearTimeout(timer);
            if (pdu.command_status === 0) resolve({ ok: true, messageId: String(pdu.message_id) });
            else resolve({ ok: false, reason: THROTTLED.has(pdu.command_status) ? 'throttled' : 'refused' });
          },
        );
      });
    },
    close: async () => {
      const s = await bound?.catch(() => null);
      s?.close();
      bound = null;
    },
  };
}
export type SmscClient = ReturnType<typeof smscClient>;
