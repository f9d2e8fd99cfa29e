import escapeHtml from 'escape-html';
import type { ProofVerification } from '@rbt/contracts';

/**
 * The page the verification URL opens in a browser, in English and Urdu (whoever checks a proof may read either;
 * the URL carries no language). It says whether the proof was issued, what it states, and checks a file's SHA-256
 * typed into a plain GET form: no script, no sign-in.
 */
export function proofVerifyPage(v: ProofVerification): string {
  const e = (s: string | number | null) => escapeHtml(String(s ?? ''));
  const verdict = !v.issued
    ? [
        'Not issued by RBT Ads: no proof of play has this number, or its record fails the signature check.',
        'یہ ثبوت RBT Ads نے جاری نہیں کیا: اس نمبر کا کوئی ثبوت موجود نہیں، یا اس کا ریکارڈ دستخط کی جانچ میں ناکام ہے۔',
      ]
    : v.fileMatches === false
      ? [
          'This file is NOT the issued document: its SHA-256 differs, so it was changed after it was issued.',
          'یہ فائل جاری شدہ دستاویز نہیں: اس کا SHA-256 مختلف ہے، یعنی اجرا کے بعد اسے بدلا گیا۔',
        ]
      : v.fileMatches === true
        ? [
            'Genuine: this file is the document RBT Ads issued, unchanged.',
            'اصل: یہ فائل وہی دستاویز ہے جو RBT Ads نے جاری کی، بغیر کسی تبدیلی کے۔',
          ]
        : [
            'Issued by RBT Ads. To check a file, enter its SHA-256 below.',
            'یہ ثبوت RBT Ads نے جاری کیا۔ کسی فائل کی جانچ کے لیے نیچے اس کا SHA-256 درج کریں۔',
          ];
  const facts = v.issued
    ? `<dl>
<dt>Campaign / مہم</dt><dd>${e(v.campaignName)}</dd>
<dt>Issued / تاریخ اجرا</dt><dd>${e(v.issuedAt)}</dd>
<dt>Guaranteed plays / ضمانت شدہ پلے</dt><dd>${e(v.guaranteedPlays)}</dd>
<dt>Plays delivered / چلنے والے پلے</dt><dd>${e(v.deliveredPlays)}</dd>
<dt>File SHA-256 / فائل کا SHA-256</dt><dd><code>${e(v.fileSha256)}</code></dd>
<dt>Content SHA-256 / مواد کا SHA-256</dt><dd><code>${e(v.contentSha256)}</code></dd>
</dl>`
    : '';
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Proof of play ${e(v.id)}</title></head>
<body style="font-family: 'Segoe UI', Arial, sans-serif; max-width: 46rem; margin: 2rem auto;">
<h1>Proof of play ${e(v.id)}</h1>
<p id="verdict"><strong>${e(verdict[0]!)}</strong></p>
<p lang="ur" dir="rtl" style="font-family: 'Noto Naskh Arabic', serif;">${e(verdict[1]!)}</p>
${facts}
<form method="get"><label>SHA-256 (sha256sum file.pdf): <input name="sha256" size="70" pattern="[0-9a-fA-F]{64}" required></label>
<button type="submit">Check / جانچیں</button></form>
</body></html>
`;
}
