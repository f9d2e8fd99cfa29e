/** The name under which a browser test's global holds its open pages' report (e2e-failure-report.ts). */
export const E2E_REPORT_GLOBAL = '__RBT_E2E_REPORT__';
