/** @jest-environment jest-fixed-jsdom */
import { Component, createElement, createRef, forwardRef, type ReactNode, type Ref } from 'react';
import { render, screen } from '@testing-library/react';
import { deferredGroup } from '../src/deferred-component.mjs';

type Props = { label: string; children?: unknown };
const Dialog = forwardRef((p: Props, ref: Ref<HTMLDivElement>) =>
  createElement('div', { role: 'dialog', 'aria-label': p.label, ref }, p.children as never),
);
const Body = (p: Props) => createElement('p', null, p.label);

function chunk() {
  let resolve!: () => void;
  const load = jest.fn(() => new Promise<Record<string, unknown>>((r) => (resolve = () => r({ Dialog, Body }))));
  return { load, resolve: () => resolve() };
}

describe('a component from a deferred EUI chunk', () => {
  it('when it first renders, then nothing shows until its chunk is in, then the real component with its props and ref', async () => {
    const { load, resolve } = chunk();
    const group = deferredGroup(load);
    const LaterDialog = group('Dialog');
    const ref = createRef<HTMLDivElement>();
    render(createElement(LaterDialog, { label: 'Delete?', ref }));
    expect(screen.queryByRole('dialog')).toBeNull();
    resolve();
    expect(await screen.findByRole('dialog', { name: 'Delete?' })).toBe(ref.current);
  });

  it('when the chunk is already in, then its components render at once, children included, and it loads only once', async () => {
    const { load, resolve } = chunk();
    const group = deferredGroup(load);
    const [LaterDialog, LaterBody] = [group('Dialog'), group('Body')];
    const first = render(createElement(LaterDialog, { label: 'first' }));
    resolve();
    await screen.findByRole('dialog');
    first.unmount();
    render(createElement(LaterDialog, { label: 'again' }, createElement(LaterBody, { label: 'body text' })));
    // No await: an already loaded chunk does not suspend, so a modal's focus trap sees its content on mount.
    expect(screen.getByRole('dialog', { name: 'again' }).textContent).toBe('body text');
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('when the chunk fails to load, then the error reaches the error boundary, and later renders do not refetch', async () => {
    const load = jest.fn().mockRejectedValue(new Error('chunk failed'));
    const LaterBody = deferredGroup(load)('Body');
    const errors: unknown[] = [];
    const spy = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    class Boundary extends Component<{ children: ReactNode }, { failed: boolean }> {
      override state = { failed: false };
      static getDerivedStateFromError() {
        return { failed: true };
      }
      override componentDidCatch(e: unknown) {
        errors.push(e);
      }
      override render() {
        return this.state.failed ? 'crashed' : this.props.children;
      }
    }
    const boundary = () => createElement(Boundary, null, createElement(LaterBody, { label: 'b' }));
    const view = render(boundary());
    expect(await screen.findByText('crashed')).toBeTruthy();
    expect(String(errors[0])).toContain('chunk failed');
    view.unmount();
    render(boundary());
    expect(await screen.findByText('crashed')).toBeTruthy();
    // React retries a failed render once by itself; a dead network must not turn that into a request loop.
    expect(load).toHaveBeenCalledTimes(1);
    spy.mockRestore();
  });
});
