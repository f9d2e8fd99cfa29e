import { KARACHI_OFFSET_MS } from '@rbt/contracts';

const DAY_MS = 86_400_000;
const karachiDayNumber = (ms: number) => Math.floor((ms + KARACHI_OFFSET_MS) / DAY_MS);

/**
 * The serving clock: the wall clock moved by `shiftMs` (SERVING_CLOCK_SHIFT_MS, 0 in production), kept on the wall
 * clock's Karachi day. The shift moves the hour only, so a browser-test run that goes on past Karachi midnight serves
 * the new day, which the browser and the other services (on the wall clock) already date their campaigns by.
 */
export function servingTime(wallMs: number, shiftMs: number): number {
  const shifted = wallMs + shiftMs;
  return shifted + (karachiDayNumber(wallMs) - karachiDayNumber(shifted)) * DAY_MS;
}
