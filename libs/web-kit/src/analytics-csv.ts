/**
 * One campaign's analytics as CSV (svc-campaigns streams it; owner only), for a plain download link: the browser
 * saves the stream as it arrives and shows its own progress, and nothing is held in the page's memory.
 */
export function analyticsCsvUrl(campaignId: string, range: { from?: string | null; to?: string | null } = {}): string {
  const q = new URLSearchParams({ campaignId });
  if (range.from) q.set('from', range.from);
  if (range.to) q.set('to', range.to);
  return `/api/analytics/export.csv?${q.toString()}`;
}

/**
 * One campaign's signed proof of play (PDF, owner only) in the page's language: a plain link, as the CSV. Each
 * download is issued and recorded, with its own verification URL printed in it.
 */
export function proofOfPlayUrl(campaignId: string, lang: 'en' | 'ur' = 'en'): string {
  return `/api/analytics/proof-of-play.pdf?${new URLSearchParams({ campaignId, lang }).toString()}`;
}
