import { PROOF_FORM_ID, PROOF_PORTAL_ID, type SenderKind } from './proof-form';

/** What the host stored of one kind of sender. */
export interface KindTally {
  kind: SenderKind;
  stored: number;
  spam: number;
  /** Leads stored as spam, by the reason the host gave. */
  reasons: Record<string, number>;
}

interface ListedLead {
  spam: boolean;
  spamReason: string | null;
  values: Record<string, string>;
}

/** Every lead of the proof form, read through the owner API a page at a time. */
async function everyLead(hostUrl: string, token: string): Promise<ListedLead[]> {
  const leads: ListedLead[] = [];
  let cursor: string | undefined;
  do {
    const query = new URLSearchParams({ portalId: PROOF_PORTAL_ID, formId: PROOF_FORM_ID, limit: '500', ...(cursor ? { cursor } : {}) });
    const response = await fetch(`${hostUrl}/api/v1/leads?${query.toString()}`, { headers: { Authorization: `Bearer ${token}` } });
    if (!response.ok) throw new Error(`the owner API answered ${response.status}: ${await response.text()}`);
    const page = (await response.json()) as { leads: ListedLead[]; nextCursor: string | null };
    leads.push(...page.leads);
    cursor = page.nextCursor ?? undefined;
  } while (cursor);
  return leads;
}

/** The leads each kind of sender of run `run` left, as the site owner's API shows them. */
export async function tallyRun(hostUrl: string, token: string, run: string, kinds: readonly SenderKind[]): Promise<KindTally[]> {
  const leads = await everyLead(hostUrl, token);
  return kinds.map((kind) => {
    const prefix = `spam-proof-${kind}-${run}-`;
    const mine = leads.filter((lead) => lead.values.email?.startsWith(prefix) ?? false);
    const reasons: Record<string, number> = {};
    for (const lead of mine.filter((one) => one.spam)) {
      const reason = lead.spamReason ?? 'marked by the owner';
      reasons[reason] = (reasons[reason] ?? 0) + 1;
    }
    return { kind, stored: mine.length, spam: mine.filter((lead) => lead.spam).length, reasons };
  });
}
