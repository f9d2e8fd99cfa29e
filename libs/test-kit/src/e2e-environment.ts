import { TestEnvironment } from 'jest-environment-node';
import type { Circus } from '@jest/types';
import { E2E_REPORT_GLOBAL } from './e2e-report-global';

type Report = (testName: string) => Promise<string>;

/**
 * The browser tests' environment: when a test fails, what its open pages went through is added to the failure's
 * message, so the run's summary (often all a CI log keeps) says why a page never showed what was awaited.
 */
export default class E2eEnvironment extends TestEnvironment {
  async handleTestEvent(event: Circus.Event): Promise<void> {
    if (event.name !== 'test_fn_failure') return;
    const report = (this.global as unknown as Record<string, Report | undefined>)[E2E_REPORT_GLOBAL];
    const error = event.error as { message?: unknown; stack?: unknown } | null;
    if (!report || !error || typeof error.message !== 'string') return;
    const text = await report(event.test.name).catch((e: unknown) => `no page report: ${String(e)}`);
    if (!text) return;
    const message = `${error.message}\n\nOpen pages when it failed:\n${text}`;
    if (typeof error.stack === 'string') error.stack = error.stack.replace(error.message, message);
    error.message = message;
  }
}
