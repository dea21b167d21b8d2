const readable = new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeStyle: 'short' });

/** A lead's time as people read it, in the owner's time zone ("27 Nov 2026, 09:23"). */
export function readableTime(iso: string): string {
  const time = new Date(iso);
  return Number.isNaN(time.getTime()) ? iso : readable.format(time);
}
