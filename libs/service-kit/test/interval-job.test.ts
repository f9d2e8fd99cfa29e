import type { Logger } from '../src';
import { intervalJob } from '../src/interval-job';

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
  await stop();
});

test('when an interval job is stopped, then no further round runs', async () => {
  jest.useFakeTimers();
  let rounds = 0;
  const stop = intervalJob(1000, async () => void (rounds += 1), {} as Logger, 'round failed')();
  await jest.advanceTimersByTimeAsync(1000);
  await stop();
  await jest.advanceTimersByTimeAsync(5000);
  expect(rounds).toBe(1);
});

test('when a round outlasts the interval, then the next tick does not start a second one and stop waits for it', async () => {
  jest.useFakeTimers();
  let running = 0;
  let most = 0;
  let finish: () => void = () => undefined;
  const task = () =>
    new Promise<void>((resolve) => {
      running += 1;
      most = Math.max(most, running);
      finish = () => {
        running -= 1;
        resolve();
      };
    });
  const stop = intervalJob(1000, task, {} as Logger, 'round failed')();
  await jest.advanceTimersByTimeAsync(3000);
  expect(most).toBe(1);
  let stopped = false;
  const stopping = stop().then(() => (stopped = true));
  await Promise.resolve();
  expect(stopped).toBe(false);
  finish();
  await stopping;
  expect(stopped).toBe(true);
});
