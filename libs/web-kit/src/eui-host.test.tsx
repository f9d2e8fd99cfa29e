import { screen, waitFor } from '@testing-library/react';
import { EuiButton, EuiFlyout } from '@elastic/eui';
import { createLifecycles } from './create-lifecycles';

const user = { id: 'u1', email: 'a@b.pk', firstName: 'A', lastName: 'B', role: 'advertiser' as const };

// single-spa mounts outside act(), as in the browser (see create-lifecycles.test.tsx).
beforeAll(() => { (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false; });
afterAll(() => { (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true; });

const globalStyleTexts = () => [...document.querySelectorAll('style[data-emotion]')]
  .filter((s) => (s.getAttribute('data-emotion') ?? '').split(' ')[0] === 'css-global').map((s) => s.textContent);

function mountProps(name: string) {
  const domElement = document.createElement('div');
  document.body.appendChild(domElement);
  return { name, singleSpa: {}, mountParcel: () => undefined, domElement, user } as never;
}

describe('the page\'s one EUI', () => {
  test('when two remotes are mounted on one page, then EUI\'s global styles are written once and one provider serves both', async () => {
    const page = createLifecycles('page', () => <EuiButton>Page button</EuiButton>);
    const help = createLifecycles('help', () => <EuiFlyout onClose={() => undefined} ownFocus={false}>Help flyout</EuiFlyout>);
    await page.mount(mountProps('page'));
    expect(await screen.findByText('Page button')).toBeInTheDocument();
    const once = globalStyleTexts();
    expect(once.length).toBeGreaterThan(0);
    await help.mount(mountProps('help'));
    expect(await screen.findByText('Help flyout')).toBeInTheDocument();
    expect(globalStyleTexts()).toEqual(once);
    expect(document.querySelectorAll('[data-rbt-eui-provider]')).toHaveLength(1);
    // The page remote leaves (a route change) while help stays: the styles stay, written once.
    await page.unmount(mountProps('page'));
    await waitFor(() => expect(screen.queryByText('Page button')).toBeNull());
    expect(screen.getByText('Help flyout')).toBeInTheDocument();
    expect(globalStyleTexts()).toEqual(once);
    await help.unmount(mountProps('help'));
  });
});
