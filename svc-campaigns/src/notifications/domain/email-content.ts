import escapeHtml from 'escape-html';
import { ESSENTIAL_EMAIL_KINDS, type EmailKind, type Language, pkrText } from '@rbt/contracts';
import { EMAIL_WORDS } from './email-words';
import type { ReportFacts } from './email-outbox';

export interface EmailFacts {
  kind: EmailKind;
  language: Language;
  campaignName: string;
  reason: string | null;
  /** The money an email about money is about; null for other kinds. */
  amountPkr: number | null;
  /** A scheduled report's period and figures; null for other kinds. */
  report: ReportFacts | null;
  campaignUrl: string;
  /** The portal's email settings (every kind switchable there, essential ones included). */
  settingsUrl: string;
  /** The signed one-click link; null for essential kinds. */
  unsubscribeUrl: string | null;
}

export interface EmailContent {
  subject: string;
  text: string;
  html: string;
}

const fill = (template: string, values: Record<string, string>) =>
  template.replace(/\{(\w+)\}/g, (_, k: string) => values[k] ?? '');

/** Rupees as the billing documents print them (PKR 1,234.50), in either language. */
const pkr = (n: number) => pkrText(n);

/** A report's figures as its sentence says them; listen-through is completes ÷ starts, a dash before any start. */
const reportValues = (r: ReportFacts | null): Record<string, string> =>
  r
    ? {
        from: r.from,
        to: r.to,
        plays: r.plays.toLocaleString('en-US'),
        spend: pkr(r.spendPkr),
        listen: r.starts ? `${Math.round((r.completes / r.starts) * 1000) / 10}%` : '–',
      }
    : {};

/** Whether an email of this kind carries an unsubscribe link (every one but money and refused orders). */
export const needsUnsubscribe = (kind: EmailKind) => !ESSENTIAL_EMAIL_KINDS.includes(kind);

/**
 * One notification's email in the user's language: a plain-text part and an HTML part, the Urdu one right to left
 * (`dir="rtl"` and `lang="ur"` on the document, so mail clients lay it out and pick the script's font). The
 * campaign name and the reason are the advertiser's and an admin's own words, escaped in the HTML.
 */
export function emailContent(f: EmailFacts): EmailContent {
  const w = EMAIL_WORDS[f.language];
  const k = w.kinds[f.kind];
  const name = f.campaignName || w.unnamed;
  const sentence = f.reason && k.withReason ? k.withReason : k.body;
  const subject = fill(k.subject, { name, ...reportValues(f.report) });
  const amount = f.amountPkr === null ? '' : pkr(f.amountPkr);
  const body = fill(sentence, { name, reason: f.reason ?? '', amount, ...reportValues(f.report) });
  const footer = f.unsubscribeUrl ? `${w.unsubscribe}: ${f.unsubscribeUrl}` : w.essential;
  const settings = `${w.settings}: ${f.settingsUrl}`;
  const text = [w.greeting, '', body, '', `${w.open}: ${f.campaignUrl}`, '', w.signature, '', footer, settings].join(
    '\n',
  );
  const dir = f.language === 'ur' ? 'rtl' : 'ltr';
  const link = (href: string, label: string) => `<a href="${escapeHtml(href)}">${escapeHtml(label)}</a>`;
  const html = `<!doctype html>
<html lang="${f.language}" dir="${dir}">
<head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>
<body dir="${dir}" style="font-family: 'Noto Naskh Arabic', 'Segoe UI', Arial, sans-serif; text-align: ${dir === 'rtl' ? 'right' : 'left'};">
<p>${escapeHtml(w.greeting)}</p>
<p>${escapeHtml(body)}</p>
<p>${link(f.campaignUrl, w.open)}</p>
<p>${escapeHtml(w.signature)}</p>
<p style="font-size: small; color: #69707d;">${f.unsubscribeUrl ? link(f.unsubscribeUrl, w.unsubscribe) : escapeHtml(w.essential)}</p>
<p style="font-size: small; color: #69707d;">${link(f.settingsUrl, w.settings)}</p>
</body>
</html>
`;
  return { subject, text, html };
}

/** The small page the one-click unsubscribe link answers, in the language of the email it came from. */
export function unsubscribedPage(language: Language): string {
  const dir = language === 'ur' ? 'rtl' : 'ltr';
  const w = EMAIL_WORDS[language];
  return `<!doctype html><html lang="${language}" dir="${dir}"><head><meta charset="utf-8"><title>${escapeHtml(w.signature)}</title></head><body><p>${escapeHtml(w.unsubscribed)}</p></body></html>`;
}
