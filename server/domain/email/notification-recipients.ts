import type { Kysely, Transaction } from 'kysely';
import { asFormsDatabase, findForm } from '../../storage/form-store.js';
import { asNotificationRecipientsDatabase, readRecipients, replaceRecipients } from '../../storage/notification-recipients-store.js';
import { checkRecipientList } from './recipient-list.js';

/**
 * The addresses told of a new lead of the form, in the owner's order; none for a form without
 * recipients or one the host only serves from files. `db` may be a transaction: the outbox reads
 * this while it stores the lead, so the e-mail row and the lead are written together.
 */
export async function notificationRecipients<Tables>(db: Kysely<Tables> | Transaction<Tables>, portalId: string, formGuid: string): Promise<string[]> {
  return readRecipients(asNotificationRecipientsDatabase(db), portalId, formGuid.toLowerCase());
}

export type RecipientsResult = { ok: true; recipients: string[] } | { ok: false; code: 'notFound' | 'invalid'; error: string };

const noForm = (portalId: string, guid: string): RecipientsResult => ({ ok: false, code: 'notFound', error: `portal ${portalId} has no form ${guid}` });

/** The notification recipients of the forms the owner manages (the `forms` rows), read and replaced whole. */
export function formNotifications<Tables>(connection: Kysely<Tables>) {
  const forms = asFormsDatabase(connection);
  return {
    async get(portalId: string, guid: string): Promise<RecipientsResult> {
      const form = await findForm(forms, portalId, guid.toLowerCase());
      if (form === undefined) return noForm(portalId, guid);
      return { ok: true, recipients: await notificationRecipients(connection, portalId, form.guid) };
    },

    /** Replaces the list with `given` once every address passes (server/domain/email/recipient-list.ts). */
    async replace(portalId: string, guid: string, given: readonly string[]): Promise<RecipientsResult> {
      const checked = checkRecipientList(given);
      const form = await findForm(forms, portalId, guid.toLowerCase());
      if (form === undefined) return noForm(portalId, guid);
      if (!checked.ok) return { ok: false, code: 'invalid', error: checked.error };
      await connection.transaction().execute((trx) => replaceRecipients(asNotificationRecipientsDatabase(trx), form.id, checked.addresses));
      return { ok: true, recipients: checked.addresses };
    },
  };
}

export type FormNotifications = ReturnType<typeof formNotifications>;
