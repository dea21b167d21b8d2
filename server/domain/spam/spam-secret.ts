import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';

/** The row of `host_secrets` that holds the spam checks' key (migration 0010). */
export const SPAM_SECRET_NAME = 'spam_token';

/** Random bytes made at first start: 256 bits, as the HMAC-SHA256 key. */
const SECRET_BYTES = 32;

type HostSecretsDatabase = {
  host_secrets: { name: string; value: string; created_at: string };
};

/**
 * The key that signs the time tokens and the proof-of-work challenges. `override`
 * (`SPAM_TOKEN_SECRET`) wins; else the one kept in the database, made at first start. Every
 * worker inserts its own candidate and keeps none of its own: the insert does nothing once a row
 * is there, and all read back the one that won, so workers starting together agree, and a
 * restart or a deploy keeps it (tokens already handed out stay valid).
 */
export async function loadSpamSecret<Tables>(connection: Kysely<Tables>, override?: string): Promise<Buffer> {
  if (override !== undefined) return Buffer.from(override, 'utf8');
  const db = connection.withTables<HostSecretsDatabase>() as unknown as Kysely<HostSecretsDatabase>;
  await db
    .insertInto('host_secrets')
    .values({ name: SPAM_SECRET_NAME, value: randomBytes(SECRET_BYTES).toString('base64'), created_at: new Date().toISOString() })
    .onConflict((conflict) => conflict.column('name').doNothing())
    .execute();
  const row = await db.selectFrom('host_secrets').select('value').where('name', '=', SPAM_SECRET_NAME).executeTakeFirstOrThrow();
  return Buffer.from(row.value, 'base64');
}
