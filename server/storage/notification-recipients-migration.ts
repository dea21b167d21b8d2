import type { Kysely } from 'kysely';
import type { StorageDialect } from './migrations.js';

/**
 * Migration 0009: who is told of a form's new leads by e-mail
 * (server/storage/notification-recipients-store.ts). One row per address of a form, kept in the
 * order the owner gave them (`position`, from 0). The form is the `forms` row: a form the host
 * only serves from files has no recipients.
 */
export async function createFormNotificationRecipients(db: Kysely<any>, dialect: StorageDialect): Promise<void> {
  await db.schema
    .createTable('form_notification_recipients')
    .addColumn('form_id', dialect === 'postgres' ? 'bigint' : 'integer', (column) => column.notNull().references('forms.id'))
    .addColumn('position', 'integer', (column) => column.notNull())
    .addColumn('address', 'text', (column) => column.notNull())
    .addPrimaryKeyConstraint('form_notification_recipients_pk', ['form_id', 'position'])
    .execute();
}
