import {
  AUDIENCE_LIST_FILE_MAX_BYTES,
  AUDIENCE_LIST_MAX,
  AudienceListCreate,
  AudienceListMembers,
  PRICING_API,
} from '@rbt/contracts';
import {
  createRouter,
  forbidden,
  fromZod,
  notFound,
  readBodyText,
  route,
  AppError,
  AppRouter,
  type AppContext,
} from '@rbt/service-kit';
import type { Deps } from '../../deps';
import { summariseMatch, withCapacity } from '../../domain/audience-list-use-case';

/** A file's hashes, checked as the JSON upload's `hashes` (the same field paths and messages). */
const FileHashes = AudienceListCreate.pick({ hashes: true });

/** Customer lists: hashes in, match rate and matched audience by city out; each list is its owner's. */
export function audienceListRoutes(deps: Deps): AppRouter {
  const router = createRouter();

  const create = async (ctx: AppContext, input: AudienceListCreate) => {
    const { summary, matchedHashes } = summariseMatch(
      input.hashes,
      await deps.directory.citiesOf([...new Set(input.hashes)]),
    );
    const list = await deps.audienceLists.insert(
      ctx.state.caller.id,
      { name: input.name, ...summary },
      matchedHashes,
      deps.clock(),
    );
    // The audit trail of uploads is the lists themselves (owner, time, size, exact match; kept in this service
    // only) plus this line for the log pipeline; the gateway limits how many an account may upload.
    deps.logger.info(
      {
        audit: 'audience_list.created',
        ownerId: ctx.state.caller.id,
        listId: list.id,
        submitted: list.submitted,
        matched: list.matched,
      },
      'customer list uploaded',
    );
    ctx.status = 201;
    ctx.body = withCapacity(list);
  };

  route(router, PRICING_API.createAudienceList, (ctx, input) => create(ctx, input.body()));

  // A list as a file: text/plain, one hash per line, name in the query; read up to the largest list's size.
  route(router, PRICING_API.audienceListFile, async (ctx, input) => {
    if (!ctx.is('text/plain'))
      throw new AppError(415, 'unsupported_media_type', 'Send the list as text/plain, one hash per line.');
    const tooLarge = `A list may hold at most ${AUDIENCE_LIST_MAX.toLocaleString('en-US')} numbers`;
    const text = await readBodyText(ctx.req, AUDIENCE_LIST_FILE_MAX_BYTES, tooLarge);
    const hashes = text
      .split('\n')
      .map((line) => line.trim())
      .filter(Boolean);
    // The name's 400 after the 415 and 413, and before the hashes', as when both were one parse.
    const { name } = input.query();
    const parsed = FileHashes.safeParse({ hashes });
    if (!parsed.success) throw fromZod(parsed.error);
    await create(ctx, { name, hashes: parsed.data.hashes });
  });

  route(router, PRICING_API.audienceLists, async (ctx) => {
    ctx.body = { items: (await deps.audienceLists.listOwned(ctx.state.caller.id, 50)).map(withCapacity) };
  });

  route(router, PRICING_API.audienceList, async (ctx) => {
    const list = await deps.audienceLists.findOwned(ctx.state.caller.id, ctx.params.id!);
    if (!list) throw notFound('Customer list');
    ctx.body = withCapacity(list);
  });
  /** The matched hashes, for our services only (svc-capacity serves list-targeted campaigns from them). */
  route(router, PRICING_API.audienceListHashes, async (ctx) => {
    if (ctx.state.caller.role !== 'service') throw forbidden('Only services may read list members');
    const hashes = await deps.audienceLists.matchedHashes(ctx.params.id!);
    if (!hashes) throw notFound('Customer list');
    ctx.body = AudienceListMembers.parse({ hashes });
  });
  return router;
}
