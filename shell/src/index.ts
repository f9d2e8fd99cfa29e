// Async boundary: shared modules are negotiated before any code that might consume them runs.
import('./bootstrap')
  .then(({ boot }) => boot(document.getElementById('rbt-root') ?? document.body))
  .catch((error: unknown) => console.error('[shell] failed to start', error));
