import { render, screen, waitFor } from '@testing-library/react';
import { userEvent } from './user-event';
import { useSingleToast } from './use-single-toast';

function Page({ atTop }: { atTop?: boolean }) {
  const { notify, clear, toastList } = useSingleToast({ atTop });
  return (
    <>
      <button onClick={() => notify({ title: 'Saved', text: 'First', color: 'success' })}>first</button>
      <button onClick={clear}>next step</button>
      <button onClick={() => notify({ title: 'Failed', text: 'Second', color: 'danger' })}>second</button>
      {toastList}
    </>
  );
}

describe('useSingleToast', () => {
  test('when a second toast is shown, then it replaces the first, and dismissing it leaves none', async () => {
    const user = userEvent.setup();
    render(<Page />);
    await user.click(screen.getByText('first'));
    expect(await screen.findByText('First')).toBeInTheDocument();
    await user.click(screen.getByText('second'));
    expect(await screen.findByText('Second')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('First')).not.toBeInTheDocument());
    await user.click(screen.getByLabelText(/dismiss/i));
    await waitFor(() => expect(screen.queryByText('Second')).not.toBeInTheDocument());
  });

  test('when the flow moves on, then clear takes the toast away', async () => {
    const user = userEvent.setup();
    render(<Page />);
    await user.click(screen.getByText('first'));
    expect(await screen.findByText('First')).toBeInTheDocument();
    await user.click(screen.getByText('next step'));
    await waitFor(() => expect(screen.queryByText('First')).not.toBeInTheDocument());
  });

  test('when asked to sit at the top, then the list is pinned to the top of the window', async () => {
    const user = userEvent.setup();
    const { container } = render(<Page atTop />);
    await user.click(screen.getByText('first'));
    await screen.findByText('First');
    const list = container.ownerDocument.querySelector('.euiGlobalToastList') as HTMLElement;
    expect(list.style.insetBlockEnd).toBe('auto');
  });
});
