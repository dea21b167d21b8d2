import { describe, expect, it } from 'vitest';
import { DAY_MS, RETENTION_ACTOR, startLeadRetention } from '../../../../server/domain/leads/lead-retention.js';
import { openSubmissionStore } from '../../../../server/storage/submission-store.js';
import { conversionIdsOf, openLeadsFixture, storeLead } from '../../helpers/leads.js';
import { STORAGE_BACKENDS } from '../../helpers/postgres.js';
import { PORTAL_ID, startTestHost } from '../../helpers/test-host.js';

const NOW = Date.parse('2026-06-30T12:00:00.000Z');
const daysAgo = (days: number, from = NOW) => new Date(from - days * DAY_MS).toISOString();

/** A log that resolves `next()` with each line as it comes. */
function watchedLog() {
  const lines: string[] = [];
  let waiting: ((line: string) => void) | undefined;
  return {
    lines,
    log: (line: string) => {
      lines.push(line);
      waiting?.(line);
    },
    next: () => new Promise<string>((resolve) => (waiting = resolve)),
  };
}

describe.each(STORAGE_BACKENDS)('lead retention on $name', (backend) => {
  it('erases the leads older than RETENTION_DAYS at once, audited as retention, and keeps the rest', async () => {
    const fixture = await openLeadsFixture(backend, { now: () => NOW });
    await storeLead(fixture, { firstname: 'Old' }, { createdAt: daysAgo(31), files: [{ field: 'cv', name: 'old.txt', content: 'x' }] });
    const recent = await storeLead(fixture, { firstname: 'Recent' }, { createdAt: daysAgo(29) });
    const watched = watchedLog();
    const logged = watched.next();
    const retention = startLeadRetention({ leads: fixture.leads, days: 30, now: () => NOW, log: watched.log });
    expect(await logged).toBe(`retention (RETENTION_DAYS=30) erased 1 leads created before ${daysAgo(30)} and 1 uploaded files`);
    await retention.stop();
    expect(conversionIdsOf((await fixture.leads.listLeads({ portalId: PORTAL_ID, limit: 50 })).leads)).toEqual([recent]);
    expect(await fixture.leads.listAudit()).toMatchObject([{ actor: RETENTION_ACTOR, action: 'delete', filter: { createdTo: daysAgo(30) }, count: 1 }]);
  });

  it('runs again every interval by the clock of that moment, and stops when told', async () => {
    const fixture = await openLeadsFixture(backend);
    let now = NOW;
    await storeLead(fixture, { firstname: 'Ages later' }, { createdAt: daysAgo(5) });
    let firstRunDone: () => void = () => undefined;
    const firstRun = new Promise<void>((resolve) => (firstRunDone = resolve));
    const counted = {
      ...fixture.leads,
      deleteLeadsBefore: async (cutoff: string, actor: string) => {
        const result = await fixture.leads.deleteLeadsBefore(cutoff, actor);
        firstRunDone();
        return result;
      },
    };
    const watched = watchedLog();
    const logged = watched.next();
    const retention = startLeadRetention({ leads: counted, days: 7, now: () => now, intervalMs: 10, log: watched.log });
    await firstRun;
    expect(watched.lines).toEqual([]);
    // Three days on, the lead is eight days old.
    now += 3 * DAY_MS;
    expect(await logged).toMatch(/^retention \(RETENTION_DAYS=7\) erased 1 leads/);
    await retention.stop();
    expect(await fixture.leads.listLeads({ portalId: PORTAL_ID, limit: 50 })).toMatchObject({ leads: [] });
  });

  it('logs a failed run and goes on', async () => {
    const fixture = await openLeadsFixture(backend);
    const watched = watchedLog();
    const failing = { ...fixture.leads, deleteLeadsBefore: () => Promise.reject(new Error('disk full')) };
    const logged = watched.next();
    const retention = startLeadRetention({ leads: failing, days: 1, log: watched.log });
    expect(await logged).toBe('retention (RETENTION_DAYS=1) failed, to be tried again within the hour: disk full');
    await retention.stop();
  });
});

describe('a host started with retentionDays', () => {
  it('erases the expired leads it finds when it starts', async () => {
    const fixture = await openLeadsFixture(STORAGE_BACKENDS[0]!);
    await storeLead(fixture, { firstname: 'Old' }, { createdAt: daysAgo(3, Date.now()) });
    await fixture.submissions.close();
    const testHost = await startTestHost({ dataDir: fixture.dataDir, sitePort: undefined, retentionDays: 2 });
    try {
      const store = await openSubmissionStore({ dataDir: fixture.dataDir });
      try {
        // The run starts with the host; wait for it to have erased the lead.
        await expect.poll(() => store.count(), { timeout: 10_000 }).toBe(0);
      } finally {
        await store.close();
      }
    } finally {
      await testHost.stop();
    }
  });
});
