import { render, screen } from '@testing-library/react';
import { FormattedMessage, IntlProvider, useIntl } from './intl';

const messages = {
  'x.plays': '{count, plural, one {# play} other {# plays}} in {city}',
  'x.rich': 'Nothing at <code>{path}</code>, try <b>again</b>.',
};

function Plays({ count }: { count: number }) {
  const intl = useIntl();
  return <p>{intl.formatMessage({ id: 'x.plays' }, { count, city: 'Lahore' })}</p>;
}

describe('the remotes’ i18n binding over intl-messageformat', () => {
  test('when a message has a plural and an argument, then it is formatted in the provider’s locale', () => {
    const { rerender } = render(
      <IntlProvider locale="en-PK" messages={messages}>
        <Plays count={1} />
      </IntlProvider>,
    );
    expect(screen.getByText('1 play in Lahore')).toBeInTheDocument();
    rerender(
      <IntlProvider locale="en-PK" messages={messages}>
        <Plays count={12500} />
      </IntlProvider>,
    );
    expect(screen.getByText('12,500 plays in Lahore')).toBeInTheDocument();
  });

  test('when a message has tags, then FormattedMessage renders them as the nodes the caller gives', () => {
    const { container } = render(
      <IntlProvider locale="en-PK" messages={messages}>
        <FormattedMessage
          id="x.rich"
          values={{ path: '/nowhere', code: (chunks) => <code>{chunks}</code>, b: (chunks) => <b>{chunks}</b> }}
        />
      </IntlProvider>,
    );
    expect(container.querySelector('code')).toHaveTextContent('/nowhere');
    expect(container.querySelector('b')).toHaveTextContent('again');
    expect(container).toHaveTextContent('Nothing at /nowhere, try again.');
  });

  test('when an id is in no catalog, then it reads as the id and is reported', () => {
    const report = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    function Missing() {
      return <p>{useIntl().formatMessage({ id: 'x.gone' })}</p>;
    }
    render(
      <IntlProvider locale="ur-PK" messages={messages}>
        <Missing />
      </IntlProvider>,
    );
    expect(screen.getByText('x.gone')).toBeInTheDocument();
    expect(report).toHaveBeenCalledWith(expect.stringContaining('x.gone'));
    report.mockRestore();
  });

  test('when there is no provider above, then useIntl says so instead of answering in no language', () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => render(<Plays count={1} />)).toThrow(/IntlProvider/);
    jest.restoreAllMocks();
  });
});
