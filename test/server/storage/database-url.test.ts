import { describe, expect, it } from 'vitest';
import { maskDatabaseUrl, postgresUrlProblem } from '../../../server/storage/database-url.js';

describe('postgresUrlProblem', () => {
  it.each([
    'postgres://forms:secret@db.internal:5432/forms',
    'postgresql://forms@127.0.0.1/forms?sslmode=require',
    'postgres:///forms?host=/var/run/postgresql',
  ])('accepts %s', (url) => {
    expect(postgresUrlProblem(url)).toBeNull();
  });

  it.each([
    ['forms.sqlite', 'it is not a URL'],
    ['mysql://forms:secret@db/forms', 'its scheme is mysql, not postgres or postgresql'],
    ['postgres://', 'it names no host'],
  ])('refuses %s: %s', (url, problem) => {
    expect(postgresUrlProblem(url)).toBe(problem);
  });
});

describe('maskDatabaseUrl', () => {
  it('hides the password and keeps the rest', () => {
    expect(maskDatabaseUrl('postgres://forms:s3cret@db.internal:5432/forms')).toBe('postgres://forms:***@db.internal:5432/forms');
    expect(maskDatabaseUrl('postgres://forms@db.internal/forms')).toBe('postgres://forms@db.internal/forms');
  });
});
