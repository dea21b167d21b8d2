import type { Kysely, Transaction } from 'kysely';
import type { FormsTable } from './form-store.js';

/** `form_notification_recipients` (migration 0009): one row per address of a form. */
export interface FormNotificationRecipientsTable {
  /** `forms.id`. */
  form_id: number;
  /** 0, 1, …: the order the owner gave. */
  position: number;
  address: string;
}

export type NotificationRecipientsDatabase = {
  forms: FormsTable;
  form_notification_recipients: FormNotificationRecipientsTable;
};

/** The database or a transaction of it: every function here runs inside whichever it is given. */
export type NotificationRecipientsExecutor = Kysely<NotificationRecipientsDatabase>;

/**
 * The host's database (or a transaction of it) seen as the recipients table and the forms it
 * points at. (A `Transaction` is named apart: TypeScript cannot infer `Tables` from it as a `Kysely`.)
 */
export function asNotificationRecipientsDatabase<Tables>(connection: Kysely<Tables> | Transaction<Tables>): NotificationRecipientsExecutor {
  return connection.withTables<NotificationRecipientsDatabase>() as unknown as NotificationRecipientsExecutor;
}

/** The addresses of the form `guid` (lower case) of the portal, in their order; none when the portal has no such form. */
export async function readRecipients(db: NotificationRecipientsExecutor, portalId: string, guid: string): Promise<string[]> {
  const rows = await db
    .selectFrom('form_notification_recipients')
    .innerJoin('forms', 'forms.id', 'form_notification_recipients.form_id')
    .select('form_notification_recipients.address')
    .where('forms.portal_id', '=', portalId)
    .where('forms.guid', '=', guid)
    .orderBy('form_notification_recipients.position')
    .execute();
  return rows.map((row) => row.address);
}

/** Replaces the addresses of the form row `formId`; run it in a transaction so nobody reads half a list. */
export async function replaceRecipients(db: NotificationRecipientsExecutor, formId: number, addresses: readonly string[]): Promise<void> {
  await db.deleteFrom('form_notification_recipients').where('form_id', '=', formId).execute();
  if (addresses.length === 0) return;
  await db
    .insertInto('form_notification_recipients')
    .values(addresses.map((address, position) => ({ form_id: formId, position, address })))
    .execute();
}
