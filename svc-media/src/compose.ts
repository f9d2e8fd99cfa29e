import { buildIndexes, connectInfra, Logger, outboxRelay } from '@rbt/service-kit';
import type { Config } from './config';
import type { Deps } from './deps';
import { createMediaPorts } from './media-ports';
import { modelAdvisor, rulesAdvisor } from './domain/help-suggestions-use-case';
import { openaiHelpModel } from './data-access/help-openai-client';

export type { Deps } from './deps';

export interface ComposeOptions {
  clock?: () => Date;
}

/** The composition root: builds the connections, ports, the bus and the outbox relay once; entry points only receive them. */
export async function compose(config: Config, logger: Logger, opts: ComposeOptions = {}): Promise<Deps> {
  const infra = await connectInfra('svc-media', config, logger);
  const { mongo, bus } = infra;
  let wakeRelay = () => {};
  const ports = await createMediaPorts(config, logger, mongo, () => wakeRelay());
  // Every index exists before the relay, the consumers or HTTP write (the ports register the models).
  await buildIndexes(mongo);
  const relay = outboxRelay(
    'media',
    [ports.audios.outbox, ports.uploads.outbox],
    bus,
    logger,
    config.OUTBOX_RELAY_INTERVAL_MS,
  );
  wakeRelay = () => relay.trigger();
  const { OPENAI_API_KEY, OPENAI_HELP_MODEL, OPENAI_BASE_URL } = config;
  const helpAdvisor = OPENAI_API_KEY
    ? modelAdvisor(openaiHelpModel({ apiKey: OPENAI_API_KEY, model: OPENAI_HELP_MODEL, baseURL: OPENAI_BASE_URL }))
    : rulesAdvisor;
  return { config, ...infra, ...ports, logger, relay, helpAdvisor, clock: opts.clock ?? (() => new Date()) };
}
