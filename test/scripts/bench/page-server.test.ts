import { afterEach, describe, expect, it } from 'vitest';
import { startPageServer, type PageServer } from '../../../scripts/bench/page-server';

describe('the bench page server', () => {
  let site: PageServer | undefined;
  afterEach(async () => {
    await site?.close();
  });

  it('serves its pages and hands the body a page posts to the one waiting for it', async () => {
    site = await startPageServer();
    site.serve('/page.html', 'text/html', '<p>page</p>');
    expect(await (await fetch(site.url('/page.html'))).text()).toBe('<p>page</p>');
    const posted = site.nextPost('/marks', 5000);
    const answer = await fetch(site.url('/marks'), { method: 'POST', body: '{"ready":12}' });
    expect(answer.status).toBe(204);
    expect(await posted).toBe('{"ready":12}');
  });

  it('says what it waited for when nothing is posted in time', async () => {
    site = await startPageServer();
    await expect(site.nextPost('/marks', 20)).rejects.toThrow('nothing was posted to /marks within 0.02 s');
  });
});
