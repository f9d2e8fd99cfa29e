import { errorLifecycles, offlineRemotePlugin } from './remotes';

type Area = {
  mount: (props: { domElement: HTMLElement }) => Promise<void>;
  unmount: (props: { domElement: HTMLElement }) => Promise<void>;
};
type Hook = (args: { id: string; error: unknown; lifecycle: string; origin: unknown; from: string }) => unknown;

describe('offlineRemotePlugin', () => {
  const errorLoadRemote = offlineRemotePlugin().errorLoadRemote as unknown as Hook;
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
  afterEach(() => jest.restoreAllMocks());

  test('when a remote fails to load, then it answers lifecycles that mount the error panel in that area', async () => {
    const fallback = errorLoadRemote({
      id: 'admin/lifecycles',
      error: new Error('boom'),
      lifecycle: 'onLoad',
      origin: {},
      from: 'runtime',
    });
    const domElement = document.createElement('div');
    await (fallback as Area).mount({ domElement });
    expect(domElement.querySelector('[data-testid="remote-error-admin"]')).not.toBeNull();
  });

  test('when a remote fails during share negotiation, then it is skipped instead of failing the others', () => {
    expect(
      errorLoadRemote({
        id: 'help',
        error: new Error('down'),
        lifecycle: 'beforeLoadShare',
        origin: {},
        from: 'runtime',
      }),
    ).toBeUndefined();
  });
});

describe('errorLifecycles', () => {
  test('when unmounted, then the area is emptied', async () => {
    const domElement = document.createElement('div');
    const lifecycles = errorLifecycles('dashboard') as unknown as Area;
    await lifecycles.mount({ domElement });
    await lifecycles.unmount({ domElement });
    expect(domElement.childElementCount).toBe(0);
  });
});
