import type { Logger } from '../src';
import { intervalJob } from '../src/run-service';

afterEach(() => jest.useRealTimers());

test('when a round of an interval job fails, then the failure is logged and the next round still runs', async () => {
  jest.useFakeTimers();
  const failures: string[] = [];
  const logger = { error: (_: unknown, msg: string) => failures.push(msg) } as unknown as Logger;
  let rounds = 0;
  const task = async () => {
    rounds += 1;
    if (rounds === 1) throw new Error('first round breaks');
  };
  const stop = intervalJob(1000, task, logger, 'round failed')();
  await jest.advanceTimersByTimeAsync(2000);
  expect(rounds).toBe(2);
  expect(failures).toEqual(['round failed']);
  stop();
});

test('when an interval job is stopped, then no further round runs', async () => {
  jest.useFakeTimers();
  let rounds = 0;
  const stop = intervalJob(1000, async () => void (rounds += 1), {} as Logger, 'round failed')();
  await jest.advanceTimersByTimeAsync(1000);
  stop();
  await jest.advanceTimersByTimeAsync(5000);
  expect(rounds).toBe(1);
});
