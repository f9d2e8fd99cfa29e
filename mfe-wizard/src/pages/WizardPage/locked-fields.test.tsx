import { screen } from '@testing-library/react';
import kitUr from '@rbt/web-kit/src/messages/ur.json';
import { englishWords } from '@rbt/test-kit/src/english-words';
import { LockReason } from '@rbt/contracts';
import { WIZ_UR as ur } from '../../testing/test-catalogs';
import { renderWizard } from '../../testing/test-render-wizard';
import { LockedStep } from './locked-fields';

// One locked field per reason, the service's English beside each code (as svc-campaigns sends EditRules).
const why = Object.fromEntries(LockReason.options.map((r) => [`field-${r}`, r]));
const locked = Object.fromEntries(LockReason.options.map((r) => [`field-${r}`, `The service says ${r}.`]));

test('when the page is Urdu, then every lock reason is worded from the catalog and no English is left', () => {
  renderWizard(
    <LockedStep step={1} locked={locked} why={why}>
      <span />
    </LockedStep>,
    { language: 'ur', messages: ur, kitMessages: kitUr },
  );
  const reasons = screen.getByTestId('locked-reasons');
  expect(reasons.querySelectorAll('li')).toHaveLength(LockReason.options.length);
  expect(englishWords(reasons)).toEqual([]);
});

test('when a field comes without a code, then its English reason is shown rather than nothing', () => {
  renderWizard(
    <LockedStep step={1} locked={{ cities: 'Fixed once paid.' }} why={{}}>
      <span />
    </LockedStep>,
  );
  expect(screen.getByTestId('locked-reasons')).toHaveTextContent('Fixed once paid.');
});
