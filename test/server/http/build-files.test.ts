import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildFiles } from '../../../server/http/build-files.js';
import { PRECOMPRESSED } from '../../../server/http/precompressed-files.js';
import { makeTempDir } from '../helpers/test-host.js';

let distDir: string;
beforeEach(async () => {
  distDir = await makeTempDir('build-files');
  await writeFile(path.join(distDir, 'embed.js'), 'window.loader = 1;\n');
});
afterEach(() => rm(distDir, { recursive: true, force: true }));

describe('buildFiles', () => {
  it('reads a file once and keeps it, with the compressed copies the build wrote beside it', async () => {
    for (const { suffix, compress } of PRECOMPRESSED) await writeFile(path.join(distDir, `embed.js${suffix}`), compress(Buffer.from('window.loader = 1;\n')));
    const files = buildFiles(distDir);
    const first = files.find('/embed.js');
    expect(first?.copies.get(null)?.toString('utf8')).toBe('window.loader = 1;\n');
    expect([...first!.copies.keys()]).toEqual([null, ...PRECOMPRESSED.map(({ encoding }) => encoding)]);
    expect(files.find('/embed.js')).toBe(first);
    expect(files.size).toBe(1);
  });

  it('keeps only the file itself when the build wrote no copies', () => {
    expect([...buildFiles(distDir).find('/embed.js')!.copies.keys()]).toEqual([null]);
  });

  it('reads a file again when it or a copy changed on disk, with a new tag for new bytes', async () => {
    const files = buildFiles(distDir);
    const before = files.find('/embed.js')!;
    await writeFile(path.join(distDir, 'embed.js'), 'window.loader = 2;\n');
    const after = files.find('/embed.js')!;
    expect(after.copies.get(null)?.toString('utf8')).toBe('window.loader = 2;\n');
    expect(after.etag).not.toBe(before.etag);
    await writeFile(path.join(distDir, 'embed.js.gz'), 'a new copy');
    expect(files.find('/embed.js')!.copies.get('gzip')?.toString('utf8')).toBe('a new copy');
  });

  it('finds nothing for a missing file, a folder, a path that climbs out or a file too large to keep', async () => {
    await mkdir(path.join(distDir, 'chunks'));
    await writeFile(path.join(distDir, 'large.js'), Buffer.alloc(4 * 1024 * 1024 + 1));
    const files = buildFiles(distDir);
    for (const pathname of ['/missing.js', '/chunks', '/../embed.js', '/%2e%2e/embed.js', '/large.js']) expect(files.find(pathname), pathname).toBeUndefined();
    expect(files.size).toBe(0);
  });

  it('drops the least recently asked for past its limits', async () => {
    await writeFile(path.join(distDir, 'other.js'), 'window.other = 1;\n');
    const files = buildFiles(distDir, { entries: 1, bytes: 1024 });
    const loader = files.find('/embed.js');
    files.find('/other.js');
    expect(files.size).toBe(1);
    // Read again: a new object with the same bytes and tag.
    const again = files.find('/embed.js');
    expect(again).not.toBe(loader);
    expect(again?.etag).toBe(loader?.etag);
  });
});
