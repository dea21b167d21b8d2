import { Validator } from '@seriousme/openapi-schema-validator';
import { describe, expect, it } from 'vitest';
import { docsPage } from '../../../../../server/routes/owner/v1/openapi.js';
import { ownerTestApp } from '../../../helpers/owner-app.js';
import { STORAGE_BACKENDS } from '../../../helpers/postgres.js';

interface Operation {
  responses?: Record<string, unknown>;
  security?: Record<string, string[]>[];
}
interface OpenApiDocument {
  openapi: string;
  paths: Record<string, Record<string, Operation>>;
  components: { securitySchemes: Record<string, { type: string; in?: string; name?: string; scheme?: string }> };
}

/** `/api/v1/leads/:conversionId` as OpenAPI writes it: `/api/v1/leads/{conversionId}`. */
const openApiPath = (url: string) => url.replace(/:(\w+)/g, '{$1}');

describe.each(STORAGE_BACKENDS)('GET /api/v1/openapi.json, on $name', (backend) => {
  it('is a valid OpenAPI 3.1 document, readable without credentials', async () => {
    const owner = await ownerTestApp(backend, { adminToken: 'admin-token-openapi-1' });
    const res = await owner.inject({ url: '/api/v1/openapi.json' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    const document = res.json() as OpenApiDocument;
    expect(document.openapi).toBe('3.1.0');
    const validator = new Validator();
    const result = await validator.validate(document as unknown as Record<string, unknown>);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
  });

  it('holds every /api/v1 route with its answers, and says how each is called', async () => {
    const owner = await ownerTestApp(backend);
    const document = (await owner.inject({ url: '/api/v1/openapi.json' })).json() as OpenApiDocument;
    expect(document.components.securitySchemes).toEqual({
      bearerAuth: expect.objectContaining({ type: 'http', scheme: 'bearer' }) as unknown,
      sessionCookie: expect.objectContaining({ type: 'apiKey', in: 'cookie', name: 'forms_host_session' }) as unknown,
    });
    const v1Routes = owner.routes.filter((route) => route.url.startsWith('/api/v1/'));
    expect(v1Routes.map((route) => `${route.method} ${route.url}`)).toEqual(
      expect.arrayContaining(['GET /api/v1/openapi.json', 'POST /api/v1/session', 'DELETE /api/v1/session', 'GET /api/v1/me', 'GET /api/v1/audit']),
    );
    for (const route of v1Routes) {
      const operation = document.paths[openApiPath(route.url)]?.[route.method.toLowerCase()];
      expect(operation, `${route.method} ${route.url}`).toBeDefined();
      const codes = Object.keys(operation?.responses ?? {});
      expect(codes.some((code) => code.startsWith('2')), `${route.method} ${route.url} answers`).toBe(true);
      const isPublic = ['/api/v1/openapi.json', '/api/v1/docs'].includes(route.url) || (route.url === '/api/v1/session' && route.method === 'POST');
      if (isPublic) {
        expect(operation?.security, `${route.method} ${route.url}`).toEqual([]);
      } else {
        expect(operation?.security, `${route.method} ${route.url}`).toEqual([{ bearerAuth: [] }, { sessionCookie: [] }]);
        expect(codes, `${route.method} ${route.url} refusals`).toEqual(expect.arrayContaining(['401', '403']));
      }
    }
  });

  it('has a page beside it listing each operation, readable without credentials', async () => {
    const owner = await ownerTestApp(backend);
    const res = await owner.inject({ url: '/api/v1/docs' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.body).toContain('<a href="openapi.json">');
    expect(res.body).toContain('<tr><td>GET</td><td><code>/api/v1/audit</code></td>');
    expect(res.body).toContain('<tr><td>POST</td><td><code>/api/v1/session</code></td><td>Sign in with a token</td><td>no credentials needed</td></tr>');
    expect(res.body).not.toContain('<script');
  });
});

describe('docsPage', () => {
  it('escapes what the document says', () => {
    const page = docsPage({ info: { title: '<b>API</b>' }, paths: { '/a': { get: { summary: '"x" & <y>' } } } });
    expect(page).toContain('<title>&lt;b&gt;API&lt;/b&gt;</title>');
    expect(page).toContain('<td>&quot;x&quot; &amp; &lt;y&gt;</td>');
  });

  it('shows the description\'s `code` spans as code, never their backticks', () => {
    const page = docsPage({ info: { description: 'Call it with `Authorization: Bearer <token>`.' }, paths: {} });
    expect(page).toContain('<p>Call it with <code>Authorization: Bearer &lt;token&gt;</code>.</p>');
    expect(page).not.toContain('`');
  });
});
