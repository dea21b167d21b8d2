import { mkdir, realpath, rm, symlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { storedFilePath } from '../../../../server/domain/uploads/stored-file-path.js';
import { makeTempDir } from '../../helpers/test-host.js';

let dataDir: string;
let outside: string;

beforeEach(async () => {
  dataDir = await makeTempDir('stored-file-data');
  outside = await makeTempDir('stored-file-outside');
  await mkdir(path.join(dataDir, 'uploads', 'key-1'), { recursive: true });
  await writeFile(path.join(dataDir, 'uploads', 'key-1', '1-cv.pdf'), '%PDF');
  await writeFile(path.join(outside, 'secret.txt'), 'secret');
});
afterEach(async () => {
  await rm(dataDir, { recursive: true, force: true });
  await rm(outside, { recursive: true, force: true });
});

describe('storedFilePath', () => {
  it('finds an upload recorded relative to DATA_DIR', async () => {
    expect(await storedFilePath(dataDir, 'uploads/key-1/1-cv.pdf')).toEqual({ ok: true, path: await realpath(path.join(dataDir, 'uploads', 'key-1', '1-cv.pdf')) });
  });

  it('says missing when nothing is there', async () => {
    expect(await storedFilePath(dataDir, 'uploads/key-1/2-gone.pdf')).toEqual({ ok: false, problem: 'missing' });
  });

  it('refuses every path that leaves DATA_DIR, before looking at the disk', async () => {
    const secret = path.join(outside, 'secret.txt');
    for (const recorded of [
      path.relative(dataDir, secret),
      `uploads/../../${path.basename(outside)}/secret.txt`,
      secret,
      'C:\\Windows\\win.ini',
      '',
      '.',
      'uploads/key-1/\0.pdf',
    ]) {
      expect(await storedFilePath(dataDir, recorded), recorded).toEqual({ ok: false, problem: 'outside' });
    }
  });

  it('refuses a link inside DATA_DIR that points out of it', async () => {
    await symlink(path.join(outside, 'secret.txt'), path.join(dataDir, 'uploads', 'key-1', 'link.txt'));
    expect(await storedFilePath(dataDir, 'uploads/key-1/link.txt')).toEqual({ ok: false, problem: 'outside' });
  });
});
