// Test-only (not exported from index): user-event for the jsdom page tests.
import base, { PointerEventsCheckLevel, type Options } from '@testing-library/user-event';

/**
 * user-event checks CSS `pointer-events` up the tree on every pointer move, through jsdom's getComputedStyle over
 * all of EUI's emotion rules: on the wizard's step 1 that was 72 of 80 s of CPU (profile, 2026-11-24). Whether a
 * real browser lets the click through is asserted by the chromium browser tests; here disabled controls still
 * refuse clicks (user-event checks `disabled` separately), so only the CSS walk is skipped.
 */
const fast: Options = { pointerEventsCheck: PointerEventsCheckLevel.Never };

type Direct = typeof base;

export const userEvent = {
  setup: (options: Options = {}) => base.setup({ ...fast, ...options }),
  click: ((element, options) => base.click(element, { ...fast, ...options })) as Direct['click'],
  type: ((element, text, options) => base.type(element, text, { ...fast, ...options })) as Direct['type'],
  selectOptions: ((element, values, options) =>
    base.selectOptions(element, values, { ...fast, ...options })) as Direct['selectOptions'],
};
