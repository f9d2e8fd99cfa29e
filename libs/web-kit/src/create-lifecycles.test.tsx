import { screen } from '@testing-library/react';
import { useQuery } from '@tanstack/react-query';
import { createLifecycles } from './create-lifecycles';
import { applyLanguage } from './i18n/language';
import { useT } from './i18n/use-t';
import { formatCount } from './format/numbers';

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

  test("when the page is in Urdu, then the remote mounts with its Urdu catalog, web-kit's and the lakh figures, fetched on mount", async () => {
    function Greeting() {
      const t = useT<'test.hello' | 'kit.nav.campaigns'>();
      return (
        <p>
          {t('test.hello')} / {t('kit.nav.campaigns')} / {formatCount(1_250_000)}
        </p>
      );
    }
    let fetched = 0;
    const catalogs = {
      en: { 'test.hello': 'Hello' },
      ur: async () => {
        fetched += 1;
        return { default: { 'test.hello': 'سلام' } };
      },
    };
    const app = createLifecycles('test', Greeting, { catalogs });
    const domElement = document.createElement('div');
    document.body.appendChild(domElement);
    const props = { name: 'test', singleSpa: {}, mountParcel: () => undefined, domElement, user } as never;
    await app.bootstrap(props);
    await app.mount(props);
    expect(await screen.findByText('Hello / Campaigns / 1,250,000')).toBeInTheDocument();
    expect(fetched).toBe(0);
    await app.unmount(props);
    applyLanguage('ur');
    await app.mount(props);
    expect(await screen.findByText('سلام / مہمات / 12,50,000')).toBeInTheDocument();
    expect(fetched).toBe(1);
    await app.unmount(props);
    applyLanguage('en');
  });
});
