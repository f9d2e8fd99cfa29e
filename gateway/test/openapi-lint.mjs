// Lints the OpenAPI document on stdin with Redocly's recommended rules (what `redocly lint` runs by default) and
// prints the problems as JSON. A child process because @redocly/openapi-core is ESM only and jest runs CommonJS.
import { createConfig, lintFromString } from '@redocly/openapi-core';

const chunks = [];
for await (const c of process.stdin) chunks.push(c);
const config = await createConfig({ extends: ['recommended'] });
const problems = await lintFromString({
  source: Buffer.concat(chunks).toString('utf8'),
  absoluteRef: 'openapi.json',
  config,
});
process.stdout.write(
  JSON.stringify(
    problems.map((p) => ({ severity: p.severity, rule: p.ruleId, message: p.message, at: p.location[0]?.pointer })),
  ),
);
