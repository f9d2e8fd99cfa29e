// kafkajs 2.2.4's request queue, as patched at install (patches/kafkajs+2.2.4.patch): an idle connection arms no timer.
// Unpatched, every connection that had ever had an answer re-armed a timer about once a millisecond for its whole
// life: some 1.5 % of a core per idle service, and many times that across a suite's in-process services.
const RequestQueue = require('kafkajs/src/network/requestQueue') as new (o: object) => {
  pending: unknown[];
  throttledUntil: number;
  throttleCheckTimeoutId: NodeJS.Timeout | null;
  fulfillRequest(r: { correlationId: number; payload: Buffer; size: number }): void;
  checkPendingRequests(): void;
  destroy(): void;
};

const quiet = { debug() {}, info() {}, warn() {}, error() {} };
const queue = () =>
  new RequestQueue({ maxInFlightRequests: 1, requestTimeout: 1000, clientId: 't', broker: 'b', logger: quiet });

describe('the Kafka client’s request queue', () => {
  it('when an answer arrives and nothing waits, then no check is scheduled', () => {
    const q = queue();
    q.fulfillRequest({ correlationId: 1, payload: Buffer.alloc(0), size: 0 });
    expect(q.throttleCheckTimeoutId).toBeNull();
    q.checkPendingRequests();
    expect(q.throttleCheckTimeoutId).toBeNull();
  });

  it('when a request waits behind a broker’s throttle, then a check is scheduled for when it ends', () => {
    const q = queue();
    q.throttledUntil = Date.now() + 60_000;
    q.pending.push({});
    q.checkPendingRequests();
    expect(q.throttleCheckTimeoutId).not.toBeNull();
    q.destroy();
  });
});
