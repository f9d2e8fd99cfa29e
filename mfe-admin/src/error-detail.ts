/** The service's own message from an `{error:{message}}` body, else the generic "<status>: <text>". */
export function errorDetail(error: unknown): string {
  if (!(error instanceof Error)) return '';
  const json = error.message.replace(/^\d{3}: /, '');
  try {
    const parsed = JSON.parse(json) as { error?: { message?: string } };
    return parsed.error?.message ?? error.message;
  } catch {
    return error.message;
  }
}
