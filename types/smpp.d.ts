// smpp (node-smpp) ships no types; these are the parts the SMSC client and its local stand-in use.
declare module 'smpp' {
  import type { EventEmitter } from 'node:events';
  import type { Server as NetServer } from 'node:net';

  export class PDU {
    constructor(command: string, options?: Record<string, unknown>);
    command: string;
    command_status: number;
    sequence_number: number;
    [field: string]: unknown;
    isResponse(): boolean;
    response(options?: Record<string, unknown>): PDU;
  }

  type Reply = (pdu: PDU) => void;
  export class Session extends EventEmitter {
    send(pdu: PDU, responseCallback?: Reply): boolean;
    close(callback?: () => void): void;
    destroy(callback?: () => void): void;
    pause(): void;
    resume(): void;
    bind_transceiver(options: Record<string, unknown>, callback?: Reply): boolean;
    submit_sm(options: Record<string, unknown>, callback?: Reply): boolean;
    deliver_sm(options: Record<string, unknown>, callback?: Reply): boolean;
  }

  export function connect(options: { url: string; auto_enquire_link_period?: number }, listener?: () => void): Session;
  export function createServer(sessionListener?: (session: Session) => void): NetServer;
}
