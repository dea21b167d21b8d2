/** One resubscribe request (spec section 7, call 4) as the host received it. */
export interface ResubscribeRequest {
  email: string;
  portalId: string;
  formId: string | null;
  /** `resub_form_name`, decoded: the title of the page the form is on. */
  formName: string | null;
  /** `resub_form_address`, decoded: the address of that page. */
  formAddress: string | null;
  /** When the host received it, as an ISO 8601 time. */
  at: string;
}

export const RESUBSCRIBE_LOG_LIMIT = 1000;

/** The resubscribe requests one host received, newest last; the oldest go past the limit. */
export class ResubscribeLog {
  private readonly entries: ResubscribeRequest[] = [];

  constructor(readonly limit: number = RESUBSCRIBE_LOG_LIMIT) {}

  add(entry: ResubscribeRequest): void {
    this.entries.push(entry);
    if (this.entries.length > this.limit) this.entries.splice(0, this.entries.length - this.limit);
  }

  list(): readonly ResubscribeRequest[] {
    return this.entries.slice();
  }
}
