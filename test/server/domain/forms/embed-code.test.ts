import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { embedCode, publicOrigin, readPinnedBuild } from '../../../../server/domain/forms/embed-code.js';

const INTEGRITY = 'sha384-yzvQ5leBiUu8Btphz50UtgP3a/0RaueoSsb1ASqu9yolkfAXwj9tWUklmMxzOanM';

describe('publicOrigin', () => {
  it('is PUBLIC_URL when set, whatever the request came to', () => {
    expect(publicOrigin('https://forms.example.com', { protocol: 'http', host: '10.0.0.5:3000' })).toBe('https://forms.example.com');
  });
  it("is the request's origin otherwise", () => {
    expect(publicOrigin(undefined, { protocol: 'http', host: '127.0.0.1:3000' })).toBe('http://127.0.0.1:3000');
  });
});

describe('embedCode', () => {
  it('names embed.js and the pinned build on the origin', () => {
    expect(embedCode({ portalId: '123456', formId: 'f' }, 'https://forms.example.com', { path: '/v/ab12/embed.js', integrity: INTEGRITY })).toEqual({
      portalId: '123456',
      formId: 'f',
      scriptUrl: 'https://forms.example.com/embed.js',
      pinned: { scriptUrl: 'https://forms.example.com/v/ab12/embed.js', integrity: INTEGRITY },
    });
  });
});

describe('readPinnedBuild', () => {
  let dir = '';
  afterEach(async () => {
    if (dir) await rm(dir, { recursive: true, force: true });
  });
  const distWith = async (text: string | undefined) => {
    dir = await mkdtemp(path.join(tmpdir(), 'pinned-'));
    if (text !== undefined) await writeFile(path.join(dir, 'pinned.json'), text);
    return dir;
  };

  it('reads what the build writes', async () => {
    const pinned = { path: '/v/cbad3ef6be974c00/embed.js', integrity: INTEGRITY };
    expect(await readPinnedBuild(await distWith(JSON.stringify(pinned, null, 2)))).toEqual(pinned);
  });
  it('is null without the file', async () => {
    expect(await readPinnedBuild(await distWith(undefined))).toBeNull();
  });
  it('names the file and what is wrong with it', async () => {
    const bad = await distWith('{not json');
    await expect(readPinnedBuild(bad)).rejects.toThrow(`${path.join(bad, 'pinned.json')} is not JSON`);
    await writeFile(path.join(bad, 'pinned.json'), JSON.stringify({ path: 'https://elsewhere.example/embed.js', integrity: INTEGRITY }));
    await expect(readPinnedBuild(bad)).rejects.toThrow('has no path like /v/{hash}/embed.js');
    await writeFile(path.join(bad, 'pinned.json'), JSON.stringify({ path: '/v/ab12/embed.js', integrity: 'md5-x' }));
    await expect(readPinnedBuild(bad)).rejects.toThrow('has no integrity like sha384-');
  });
});
