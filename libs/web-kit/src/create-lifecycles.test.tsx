import { screen } from '@testing-library/react';
import { useQuery } from '@tanstack/react-query';
import { createLifecycles } from './create-lifecycles';

let calls = 0;
function Counter() {
  const { data } = useQuery({ queryKey: ['counter'], queryFn: async () => ++calls });
  return <p>fetched {data ?? '…'}</p>;
}

const user = { id: 'u1', email: 'a@b.pk', firstName: 'A', lastName: 'B', role: 'advertiser' as const };

// single-spa renders here as it does in the browser, outside testing-library's act(); its mount promise resolves
// from an effect, so wrapping it in act() would deadlock. Tell React this is not an act environment.
beforeAll(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
});
afterAll(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
});

describe('remote lifecycles', () => {
  test('when an area is left and entered again, then its data is fetched afresh', async () => {
    const app = createLifecycles('test', Counter);
    const domElement = document.createElement('div');
    document.body.appendChild(domElement);
    const props = { name: 'test', singleSpa: {}, mountParcel: () => undefined, domElement, user } as never;
    await app.bootstrap(props);
    await app.mount(props);
    expect(await screen.findByText('fetched 1')).toBeInTheDocument();
    await app.unmount(props);
    await app.mount(props);
    expect(await screen.findByText('fetched 2')).toBeInTheDocument();
    expect(calls).toBe(2);
    await app.unmount(props);
  });
});
