import { ApiError } from '../api-fetch';
import { fieldLabel, isMoneyField, MOVE_WORDS, STATE_WORDS } from './api-error-words';
import { formatLanguage, urduFormats } from './language';

/** What a screen needs to tell the user about a failed call (no API error text is ever shown raw). */
export interface ApiErrorInfo {
  /** One or two plain sentences: never JSON, a status code, a field path or a state's code name. */
  message: string;
  /** Trying again may work (no connection, our side failed, too many requests): offer a Retry. */
  retry: boolean;
  /** The HTTP status, or null when no answer came (offline) or the error is not from a call. */
  status: number | null;
  /** The envelope's `error.code` (libs/contracts ErrorBody), e.g. validation_failed, conflict. */
  code: string | null;
  /** The first bad field's path (e.g. goal.amountPkr), for screens that mark the field itself. */
  field: string | null;
}

export const TRY_AGAIN = 'Something went wrong on our side. Please try again.';
export const OFFLINE = 'We could not reach the portal. Check your connection and try again.';

const plain = (s: string | null): s is string => !!s && !/[{}<>]|\b[a-z]+_[a-z_]+\b|^\d{3}\b/.test(s);

interface Envelope {
  code: string | null;
  message: string | null;
  details: unknown;
}

function envelopeOf(error: ApiError): Envelope {
  const body = error.message.replace(/^\d{3}: /, '');
  try {
    const e = (JSON.parse(body) as { error?: { code?: unknown; message?: unknown; details?: unknown } }).error;
    return {
      code: typeof e?.code === 'string' ? e.code : null,
      message: typeof e?.message === 'string' ? e.message : null,
      details: e?.details,
    };
  } catch {
    // Not JSON: a status text or a proxy's page; plain words are kept, markup is not.
    return { code: null, message: plain(body) ? body : null, details: undefined };
  }
}

const sentence = (s: string): string => {
  const t = s.trim();
  return /[.!?]$/.test(t) ? t : `${t}.`;
};
const states = (s: string): string =>
  s
    .replace(/\b(awaiting_payment|pending_review)\b/g, (m) => STATE_WORDS[m] ?? m)
    .replace(/\bis draft\b/g, 'is a draft');

/** A 400: the field's label in place of its path, the rule's own words (which carry the limit) after it. */
function invalidField(env: Envelope): { message: string; field: string | null } {
  const issues = Array.isArray(env.details) ? (env.details as { path?: unknown; message?: unknown }[]) : [];
  const first = issues.find((i) => typeof i?.message === 'string');
  let path = typeof first?.path === 'string' && first.path ? first.path : null;
  let text = typeof first?.message === 'string' ? first.message : (env.message ?? '');
  const prefixed = /^([A-Za-z][\w.]*): (.+)$/s.exec(text);
  if (prefixed) [path, text] = [path ?? prefixed[1], prefixed[2]];
  if (!path) return { message: sentence(states(text || 'Some of what was entered is not valid')), field: null };
  const label = fieldLabel(path);
  if (isMoneyField(path)) text = text.replace(/\b(at most|at least|above|below) ([\d,.]+)/g, '$1 PKR $2');
  if (/^(Required|Expected |Invalid )/.test(text)) return { message: `${label} is missing or not valid.`, field: path };
  const subject = /^(Amount|Plays|Date|Value|Number|Text|Must)\b ?/i.exec(text);
  // "End date must be …" already names its field; "Amount must be …" is said of the field's label.
  const own = /^[A-Z]/.test(text) ? text : `${label}: ${text}`;
  const body = subject ? `${label} ${text.slice(subject[0].length).replace(/^be\b/, 'must be')}` : own;
  return { message: sentence(body.replace(/ {2,}/g, ' ')), field: path };
}

/** A 409: the campaign's state in words and what that rules out. */
function conflictText(env: Envelope): string {
  const move = /^This campaign is (\w+); it cannot be moved to (\w+)\.?$/.exec(env.message ?? '');
  if (move)
    return `This campaign is ${STATE_WORDS[move[1]] ?? move[1]}, so it cannot be ${MOVE_WORDS[move[2]] ?? move[2]}.`;
  if (env.message)
    return sentence(
      states(
        env.message.replace(/\bis (\w+)(?=[;,.:]|$)/, (s, st: string) =>
          STATE_WORDS[st] ? `is ${STATE_WORDS[st]}` : s,
        ),
      ),
    );
  const current = (env.details as { currentStatus?: unknown } | undefined)?.currentStatus;
  return typeof current === 'string'
    ? `This campaign is ${STATE_WORDS[current] ?? current} now, so this cannot be done.`
    : 'This changed in the meantime. Reload the page and try again.';
}

function explainAnswer(error: ApiError): ApiErrorInfo {
  const env = envelopeOf(error);
  if (formatLanguage() === 'ur')
    return { status: error.status, code: env.code, ...urduFormats().explainInUrdu(error.status, env) };
  const base = { status: error.status, code: env.code, field: null, retry: false };
  const s = error.status;
  if (s === 400 || s === 422 || env.code === 'validation_failed' || env.code === 'bad_request') {
    const { message, field } = invalidField(env);
    return { ...base, message, field };
  }
  if (s === 409) return { ...base, message: conflictText(env) };
  if (s === 401) return { ...base, message: 'You are signed out. Sign in again to continue.' };
  if (s === 403) return { ...base, message: 'Your account cannot do this. Ask an admin if you need it.' };
  if (s === 404)
    return {
      ...base,
      message: /not found$/.test(env.message ?? '')
        ? sentence(env.message!)
        : 'This could not be found: it may have been deleted.',
    };
  if (s === 413) return { ...base, message: 'That is too large to send. Choose a smaller file or shorter text.' };
  if (s === 429) return { ...base, retry: true, message: 'Too many requests at once. Wait a moment and try again.' };
  if (s >= 500) return { ...base, retry: true, message: TRY_AGAIN };
  return { ...base, message: plain(env.message) ? sentence(env.message) : TRY_AGAIN, retry: !plain(env.message) };
}

/**
 * The one way a screen words a failed call. Reads the error envelope of every service and the gateway
 * ({error:{code,message,details}}, details a list of {path,message} on a 400) and answers plain sentences:
 * a bad field by its label with the rule's limit, a conflict by the campaign's state, the rest by what to do.
 */
export function explainApiError(error: unknown): ApiErrorInfo {
  if (error instanceof ApiError) return explainAnswer(error);
  const none = { status: null, code: null, field: null };
  // fetch rejects with a TypeError when no answer came at all (offline, DNS, the gateway down).
  if (error instanceof TypeError)
    return { ...none, retry: true, message: formatLanguage() === 'ur' ? urduFormats().URDU_ERRORS.offline : OFFLINE };
  const own = error instanceof Error ? error.message : typeof error === 'string' ? error : null;
  return { ...none, retry: !plain(own), message: plain(own) ? sentence(own) : TRY_AGAIN };
}

/** Just the sentence, for toasts and callouts. */
export const apiErrorText = (error: unknown): string => explainApiError(error).message;

/** @deprecated the same as apiErrorText (the status and raw text are no longer shown). */
export const apiErrorMessage = apiErrorText;
/** @deprecated the same as apiErrorText. */
export const apiErrorDetail = apiErrorText;

/**
 * A refusal's `details` when its code is `code` (e.g. not_feasible), for a screen that makes an offer from them;
 * null for any other failure. The screen parses them with the contract's schema.
 */
export function apiErrorDetailsOf(error: unknown, code: string): unknown {
  if (!(error instanceof ApiError)) return null;
  const env = envelopeOf(error);
  return env.code === code ? (env.details ?? null) : null;
}
