import type { CampaignDetail, PendingCreative } from '@rbt/contracts';
import type { AdminT } from '../messages';

type Creative = Pick<PendingCreative, 'creativeType' | 'ttsConfig' | 'audioUrl' | 'audioFile'>;
const LANGUAGES = ['urdu', 'english', 'punjabi', 'arabic'] as const;

function seconds(t: AdminT, c: Creative): string {
  const s = c.ttsConfig?.durationSec ?? c.ttsConfig?.estimatedDurationSec;
  return s === undefined
    ? t('admin.pending.notMeasured')
    : t('admin.pending.seconds', { seconds: Math.round(s * 10) / 10 });
}

/** The script of a spoken ad, else the uploaded file's name, else that there is none (scripts are user content). */
function content(t: AdminT, c: Creative): string {
  if (c.creativeType === 'tts') return c.ttsConfig?.script || t('admin.pending.noScript');
  return c.audioFile || (c.audioUrl ? t('admin.pending.recorded') : t('admin.pending.none'));
}

function language(t: AdminT, c: Creative): string {
  const lang = c.creativeType === 'tts' ? c.ttsConfig?.language : undefined;
  return lang && (LANGUAGES as readonly string[]).includes(lang)
    ? t(`admin.pending.lang.${lang as (typeof LANGUAGES)[number]}`)
    : '—';
}

/** The rows of the current-vs-new table: method, script or file, language, duration. */
export function comparisonRows(t: AdminT, current: CampaignDetail, pending: PendingCreative) {
  const row = (label: string, f: (c: Creative) => string) => ({ label, current: f(current), next: f(pending) });
  return [
    row(t('admin.pending.row.method'), (c) => t(`admin.pending.method.${c.creativeType}`)),
    row(t('admin.pending.row.content'), (c) => content(t, c)),
    row(t('admin.pending.row.language'), (c) => language(t, c)),
    row(t('admin.pending.row.duration'), (c) => seconds(t, c)),
  ];
}

/** The new ad brings no sound of its own: the service refuses to approve it, so the button says why first. */
export const lacksNewAudio = (current: CampaignDetail, pending: PendingCreative) =>
  !pending.audioUrl || pending.audioUrl === current.audioUrl;
