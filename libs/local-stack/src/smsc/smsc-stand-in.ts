import crypto from 'node:crypto';
import type net from 'node:net';
import { createServer, type PDU, type Session } from 'smpp';

/** One short message as the stand-in's SMSC accepted it (what a test or `npm start`'s log reads). */
export interface ReceivedSms {
  messageId: string;
  from: string;
  to: string;
  /** SMPP data_coding: 0 the default alphabet (GSM-7), 8 UCS-2 (Urdu). */
  dataCoding: number;
  text: string;
  receivedAt: string;
}

/** ok: accept and deliver; throttle: answer every submit_sm with ESME_RTHROTTLED; down: no SMSC at all. */
export type SmscMode = 'ok' | 'throttle' | 'down';

export interface SmscStandIn {
  /** smpp://127.0.0.1:<port>, what svc-capacity's SMSC_URL is set to. */
  url: string;
  messages(): ReceivedSms[];
  /** Submits refused so far, by SMPP status (ESME_RTHROTTLED is 0x58). */
  refused(): number;
  setMode(mode: SmscMode): Promise<void>;
  stop(): Promise<void>;
}

const ESME_RTHROTTLED = 0x58;
const ESME_RINVPASWD = 0x0e;

const decode = (sm: unknown, dataCoding: number): string => {
  if (typeof sm === 'string') return sm;
  const raw = (sm as { message?: unknown } | null)?.message ?? sm;
  if (typeof raw === 'string') return raw;
  if (!Buffer.isBuffer(raw)) return '';
  // UCS-2 is big-endian on the wire; node decodes little-endian, so the bytes are swapped first.
  return dataCoding === 8 ? Buffer.from(raw).swap16().toString('utf16le') : raw.toString('latin1');
};

/** SMPP 3.4 appendix B receipt text. */
const receiptText = (id: string, stat: string, at: Date) => {
  const t = at.toISOString().replace(/\D/g, '').slice(2, 12);
  return `id:${id} sub:001 dlvrd:${stat === 'DELIVRD' ? '001' : '000'} submit date:${t} done date:${t} stat:${stat} err:000 text:`;
};

/**
 * The operator's SMSC as a local stand-in (the `smpp` package's server, the real protocol): binds with a password,
 * accepts submit_sm (UCS-2 data_coding 8 for Urdu), answers a message id and sends the delivery receipt back as a
 * deliver_sm on the same session when one was asked for. It can throttle (ESME_RTHROTTLED) or be down on demand.
 */
export async function startSmscStandIn(
  opts: { port?: number; systemId?: string; password?: string; receiptDelayMs?: number } = {},
): Promise<SmscStandIn> {
  const received: ReceivedSms[] = [];
  let refusedCount = 0;
  let mode: SmscMode = 'ok';
  const sessions = new Set<Session>();
  let port = opts.port ?? 0;

  const onSession = (session: Session) => {
    sessions.add(session);
    session.on('close', () => sessions.delete(session));
    session.on('error', () => sessions.delete(session));
    const bind = (pdu: PDU) => {
      const ok = !opts.systemId || (pdu.system_id === opts.systemId && pdu.password === (opts.password ?? ''));
      session.send(pdu.response(ok ? {} : { command_status: ESME_RINVPASWD }));
      if (!ok) session.close();
    };
    session.on('bind_transceiver', bind);
    session.on('bind_transmitter', bind);
    session.on('enquire_link', (pdu: PDU) => session.send(pdu.response()));
    session.on('unbind', (pdu: PDU) => {
      session.send(pdu.response());
      session.close();
    });
    session.on('submit_sm', (pdu: PDU) => {
      if (mode === 'throttle') {
        refusedCount += 1;
        session.send(pdu.response({ command_status: ESME_RTHROTTLED }));
        return;
      }
      const messageId = crypto.randomBytes(8).toString('hex');
      const dataCoding = Number(pdu.data_coding ?? 0);
      received.push({
        messageId,
        from: String(pdu.source_addr),
        to: `+${String(pdu.destination_addr).replace(/^\+/, '')}`,
        dataCoding,
        text: decode(pdu.short_message, dataCoding),
        receivedAt: new Date().toISOString(),
      });
      session.send(pdu.response({ message_id: messageId }));
      if ((Number(pdu.registered_delivery) & 0x01) === 0) return;
      // A handset's receipt comes a moment later, as from a real network.
      setTimeout(() => {
        session.deliver_sm({
          source_addr: pdu.destination_addr,
          destination_addr: pdu.source_addr,
          esm_class: 0x04,
          short_message: receiptText(messageId, 'DELIVRD', new Date()),
        });
      }, opts.receiptDelayMs ?? 200).unref();
    });
  };

  let server: net.Server | undefined;
  const listen = () =>
    new Promise<void>((resolve, reject) => {
      const s = createServer(onSession) as unknown as net.Server;
      s.once('error', reject);
      s.listen(port, '127.0.0.1', () => {
        port = (s.address() as net.AddressInfo).port;
        server = s;
        resolve();
      });
    });
  const close = () =>
    new Promise<void>((resolve) => {
      for (const s of sessions) s.destroy();
      sessions.clear();
      if (!server) return resolve();
      server.close(() => resolve());
      server = undefined;
    });
  await listen();

  return {
    url: `smpp://127.0.0.1:${port}`,
    messages: () => received.slice(),
    refused: () => refusedCount,
    setMode: async (next) => {
      const was = mode;
      mode = next;
      if (next === 'down' && was !== 'down') await close();
      if (next !== 'down' && was === 'down') await listen();
    },
    stop: close,
  };
}
