import { createJoin, createLimit } from '../src/media-tools/limit';

/** A job the test finishes by hand, recording when it started. */
function gate(log: string[], name: string) {
  let finish!: () => void;
  let fail!: (e: Error) => void;
  const job = () =>
    new Promise<string>((resolve, reject) => {
      log.push(name);
      finish = () => resolve(name);
      fail = reject;
    });
  return { job, finish: () => finish(), fail: (e: Error) => fail(e) };
}
const tick = () => new Promise((r) => setImmediate(r));

describe('the media job limiter', () => {
  it("when one owner queues two jobs and another owner one, then the other's job takes the free slot first", async () => {
    const limit = createLimit(2);
    const started: string[] = [];
    const [a1, a2, b1] = [gate(started, 'a1'), gate(started, 'a2'), gate(started, 'b1')];
    const runs = [limit('a', a1.job), limit('a', a2.job), limit('b', b1.job)];
    await tick();
    expect(started).toEqual(['a1', 'b1']);
    a1.finish();
    await tick();
    expect(started).toEqual(['a1', 'b1', 'a2']);
    b1.finish();
    a2.finish();
    expect(await Promise.all(runs)).toEqual(['a1', 'a2', 'b1']);
  });

  it('when every slot is busy, then a waiting job starts as soon as one frees, in arrival order among owners', async () => {
    const limit = createLimit(1);
    const started: string[] = [];
    const [a, b, c] = [gate(started, 'a'), gate(started, 'b'), gate(started, 'c')];
    const runs = [limit('a', a.job), limit('b', b.job), limit('c', c.job)];
    await tick();
    expect(started).toEqual(['a']);
    a.finish();
    await tick();
    expect(started).toEqual(['a', 'b']);
    b.finish();
    await tick();
    c.finish();
    await Promise.all(runs);
    expect(started).toEqual(['a', 'b', 'c']);
  });

  it("when a job fails, then its owner's slot is freed and the failure reaches the caller", async () => {
    const limit = createLimit(1);
    const started: string[] = [];
    const [a1, a2] = [gate(started, 'a1'), gate(started, 'a2')];
    const first = limit('a', a1.job);
    const second = limit('a', a2.job);
    await tick();
    a1.fail(new Error('ffmpeg exited 1'));
    await expect(first).rejects.toThrow('ffmpeg exited 1');
    await tick();
    expect(started).toEqual(['a1', 'a2']);
    a2.finish();
    await expect(second).resolves.toBe('a2');
  });

  it('when a job throws before returning a promise, then the slot is still freed', async () => {
    const limit = createLimit(1);
    await expect(
      limit('a', () => {
        throw new Error('bad argv');
      }),
    ).rejects.toThrow('bad argv');
    await expect(limit('a', async () => 'next')).resolves.toBe('next');
  });
});

describe('joining a running request', () => {
  it('when the same key is asked for while its job runs, then both get its one outcome and the job runs once', async () => {
    const join = createJoin();
    const started: string[] = [];
    const first = gate(started, 'first');
    const second = gate(started, 'second');
    const asked = [join('k', first.job), join('k', second.job)];
    await tick();
    first.finish();
    expect(await Promise.all(asked)).toEqual(['first', 'first']);
    expect(started).toEqual(['first']);
  });

  it('when the job has ended (even failed), then the same key runs a new job', async () => {
    const join = createJoin();
    const started: string[] = [];
    const [a, b, c] = [gate(started, 'a'), gate(started, 'b'), gate(started, 'c')];
    const failed = join('k', a.job);
    await tick();
    a.fail(new Error('espeak-ng exited 1'));
    await expect(failed).rejects.toThrow('espeak-ng exited 1');
    const again = join('k', b.job);
    const other = join('other', c.job);
    await tick();
    b.finish();
    c.finish();
    expect(await Promise.all([again, other])).toEqual(['b', 'c']);
    expect(started).toEqual(['a', 'b', 'c']);
  });
});
