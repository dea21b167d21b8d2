const withSeconds = new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeStyle: 'medium' });

/** A delivery's or attempt's time to the second (retries come seconds apart), in the owner's time zone. */
export function attemptTime(iso: string): string {
  const time = new Date(iso);
  return Number.isNaN(time.getTime()) ? iso : withSeconds.format(time);
}
