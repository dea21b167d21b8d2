import type { ImportEvent } from './import-forms.js';

/** One JSON line per event: a version published or a draft imported (info), a file skipped (error, with the reason). */
export function importLogLine(event: ImportEvent, now: Date = new Date()): string {
  const time = now.toISOString();
  switch (event.event) {
    case 'versionPublished':
      return JSON.stringify({ time, level: 'info', message: 'form version published from its file', portalId: event.portalId, guid: event.guid, version: event.version });
    case 'draftImported':
      return JSON.stringify({ time, level: 'info', message: 'form draft imported from its file', portalId: event.portalId, guid: event.guid });
    case 'fileSkipped':
      return JSON.stringify({ time, level: 'error', message: 'definition file skipped', file: event.file, reason: event.reason });
  }
}

/** Writes the events to `sink`, else skipped files to stderr and the rest to stdout. */
export function importLogger(sink?: (line: string) => void): (events: readonly ImportEvent[]) => void {
  return (events) => {
    for (const event of events) {
      const line = importLogLine(event);
      if (sink) sink(line);
      else if (event.event === 'fileSkipped') console.error(line);
      else console.log(line);
    }
  };
}
