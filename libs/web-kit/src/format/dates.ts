const karachiDateTime = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Asia/Karachi', day: 'numeric', month: 'short', year: 'numeric', hour: '2-digit', minute: '2-digit', hourCycle: 'h23',
});

/** A moment as Karachi's wall clock, whatever the browser's time zone, e.g. "23 Nov 2026, 14:05". */
export const formatKarachiDateTime = (iso: string): string => karachiDateTime.format(new Date(iso));
