import { fireEvent, screen } from '@testing-library/react';
import { userEvent } from '@rbt/web-kit/src/user-event';
import { http, HttpResponse } from 'msw';
import { listCapacity } from '@rbt/pricing';
import { mswServer } from '@rbt/web-kit/src/testing';
import { englishWords } from '@rbt/test-kit/src/english-words';
import { renderWizardInUrdu, urduSuite, USER_WORDS } from '../../testing/test-render-wizard';
import { CustomerUploadPage } from './CustomerUploadPage';

const server = mswServer();
urduSuite();

// The answer svc-pricing gives: the match, and what it can buy by the same rules the service applies.
function answer(matched: number) {
  const byCity = matched ? [{ cityId: 'karachi' as const, matched }] : [];
  return {
    id: 'l1',
    name: 'مستقل گاہک',
    createdAt: '2026-11-25T05:00:00.000Z',
    submitted: 4,
    // No match at all is below k too: the service then tells no figure.
    matched: matched || null,
    matchRate: matched ? Math.min(1, matched / 4) : null,
    usable: matched > 0,
    byCity,
    capacity: listCapacity(byCity),
  };
}

describe('customer upload in Urdu', () => {
  test.each([30, 4, 0])(
    'when %i of the pasted numbers match, then the summary, the match and what it can buy are Urdu with no English word',
    async (n) => {
      server.use(http.post('/api/audience-lists/file', () => HttpResponse.json(answer(n), { status: 201 })));
      const user = userEvent.setup();
      renderWizardInUrdu(<CustomerUploadPage />, { path: '/customer-upload' });
      fireEvent.change(screen.getByPlaceholderText(/0300 1234567/), {
        target: { value: '0300 1234567\n0300 1234567\n042 35761234\n0301 1234567\n0302 1234567\n0303 1234567' },
      });
      expect(screen.getByTestId('list-summary')).toHaveTextContent(
        '4 پاکستانی موبائل نمبر تیار · 1 اندراج پاکستانی موبائل نمبر نہیں، اس لیے چھوڑ دیا گیا · 1 دہرایا گیا نمبر ہٹا دیا گیا',
      );
      await user.type(screen.getByPlaceholderText('مستقل گاہک'), 'مستقل گاہک');
      await user.click(screen.getByText('صارفین سے ملائیں'));
      await screen.findByTestId('match-result');
      if (n === 4) expect(screen.getByTestId('list-too-small')).toHaveTextContent('درکار 17 ملنے والے صارفین میں سے 4');
      if (n === 30) expect(screen.getByTestId('list-enough')).toHaveTextContent('یقینی پلیز سے شروع ہو گی');
      expect(englishWords(document.body, USER_WORDS)).toEqual([]);
    },
  );
});
