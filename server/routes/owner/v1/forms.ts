import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import type { CatalogErrorCode, CatalogResult, FormCatalog, FormInput, FormSummary } from '../../../domain/forms/form-catalog.js';
import { mayReach, ownerError } from '../owner-request.js';
import {
  createFormBodySchema,
  draftSchema,
  formDetailSchema,
  formInputSchema,
  formParamsSchema,
  formSummarySchema,
  listFormsQuerySchema,
  portalParamsSchema,
  versionSchema,
} from './schemas/form-schemas.js';
import { errorResponses } from './schemas/shared-schemas.js';

export interface FormRoutesOptions {
  catalog: FormCatalog;
}

interface FormInputBody {
  definition?: unknown;
  name?: string;
  fields?: unknown[];
}
type FormParams = { portalId: string; formId: string };

const CATALOG_STATUS: Readonly<Record<CatalogErrorCode, number>> = { invalidDefinition: 400, notFound: 404, alreadyExists: 409, noDraft: 409 };
const CATALOG_ERROR_TYPE: Readonly<Record<CatalogErrorCode, string>> = {
  invalidDefinition: 'INVALID_DEFINITION',
  notFound: 'FORM_NOT_FOUND',
  alreadyExists: 'FORM_EXISTS',
  noDraft: 'NO_DRAFT',
};

/** Answers a catalog refusal with its status; true when `result` was one. */
export function refused<T>(reply: FastifyReply, result: CatalogResult<T>): result is { ok: false; code: CatalogErrorCode; error: string } {
  if (result.ok) return false;
  void reply.code(CATALOG_STATUS[result.code]).send(ownerError(result.error, CATALOG_ERROR_TYPE[result.code]));
  return true;
}

/** The body's form (`definition`, or `name` and `fields`); a message when it gives both; undefined when it gives neither. */
function formInputOf(body: FormInputBody | null | undefined): FormInput | string | undefined {
  const minimal = body?.name !== undefined || body?.fields !== undefined;
  if (body?.definition !== undefined) return minimal ? 'give either definition or name and fields, not both' : { wire: body.definition };
  return minimal ? { minimal: { name: body?.name, fields: body?.fields } } : undefined;
}

const NO_FORM_IN_BODY = 'the body must hold definition (a whole wire definition) or name and fields (a minimal form)';

const TAGS = ['forms'];

/**
 * The forms of `/api/v1` (server/domain/forms/form-catalog.ts does the work): list, create,
 * get, draft, publish, versions, archive and unarchive. Each names its portal: one the caller
 * may not read (or, for a write, change) is answered 403.
 */
export const formRoutes: FastifyPluginAsync<FormRoutesOptions> = async (app, { catalog }) => {
  const summaryOf = async (portalId: string, guid: string): Promise<CatalogResult<FormSummary>> => {
    const detail = await catalog.get(portalId, guid);
    return detail.ok ? { ok: true, value: detail.value.summary } : detail;
  };

  app.get<{ Querystring: { portalId?: string; archived?: boolean } }>(
    '/forms',
    {
      schema: {
        tags: TAGS,
        operationId: 'listForms',
        summary: 'List forms with their lead counts',
        description: 'The forms of every portal the caller may read (or of `portalId`), by portal and name.',
        querystring: listFormsQuerySchema,
        response: { 200: { type: 'object', required: ['forms'], properties: { forms: { type: 'array', items: formSummarySchema } } }, ...errorResponses(400) },
      },
    },
    async (request, reply) => {
      const { portalId, archived } = request.query;
      if (portalId !== undefined && !mayReach(request, reply, portalId, 'read')) return reply;
      const portals = portalId === undefined ? (await catalog.portals()).filter((id) => request.owner.mayRead(id)) : [portalId];
      const forms = (await Promise.all(portals.map((id) => catalog.list(id)))).flat();
      return { forms: archived === undefined ? forms : forms.filter((form) => (form.archivedAt !== null) === archived) };
    },
  );

  app.post<{ Params: { portalId: string }; Body: FormInputBody & { guid?: string } }>(
    '/portals/:portalId/forms',
    {
      schema: {
        tags: TAGS,
        operationId: 'createForm',
        summary: 'Create a form (as a draft)',
        description: 'From a whole wire definition or a minimal `{ name, fields }`. Nothing is served until it is published.',
        params: portalParamsSchema,
        body: createFormBodySchema,
        response: { 201: { ...formSummarySchema, description: 'The new form.' }, ...errorResponses(400, 409) },
      },
    },
    async (request, reply) => {
      const { portalId } = request.params;
      if (!mayReach(request, reply, portalId, 'write')) return reply;
      const input = formInputOf(request.body) ?? NO_FORM_IN_BODY;
      if (typeof input === 'string') return reply.code(400).send(ownerError(input, 'INVALID_DEFINITION'));
      const created = await catalog.create(portalId, input, request.body.guid);
      if (refused(reply, created)) return reply;
      const summary = await summaryOf(portalId, created.value.guid);
      if (refused(reply, summary)) return reply;
      return reply.code(201).send(summary.value);
    },
  );

  app.get<{ Params: FormParams }>(
    '/portals/:portalId/forms/:formId',
    {
      schema: {
        tags: TAGS,
        operationId: 'getForm',
        summary: 'Get a form: its summary, published definition and draft',
        params: formParamsSchema,
        response: { 200: formDetailSchema, ...errorResponses(400, 404) },
      },
    },
    async (request, reply) => {
      const { portalId, formId } = request.params;
      if (!mayReach(request, reply, portalId, 'read')) return reply;
      const detail = await catalog.get(portalId, formId);
      if (refused(reply, detail)) return reply;
      return { ...detail.value.summary, definition: detail.value.published, draft: detail.value.draft };
    },
  );

  app.get<{ Params: FormParams }>(
    '/portals/:portalId/forms/:formId/draft',
    {
      schema: {
        tags: TAGS,
        operationId: 'getFormDraft',
        summary: 'Get the draft of a form',
        description: 'What the next publish serves (also previewed at `/embed/v3/form/{portalId}/{formId}/json/draft`). 409 NO_DRAFT when there is none.',
        params: formParamsSchema,
        response: { 200: draftSchema, ...errorResponses(400, 404, 409) },
      },
    },
    async (request, reply) => {
      const { portalId, formId } = request.params;
      if (!mayReach(request, reply, portalId, 'read')) return reply;
      const draft = await catalog.getDraft(portalId, formId);
      if (refused(reply, draft)) return reply;
      return draft.value;
    },
  );

  app.put<{ Params: FormParams; Body: FormInputBody }>(
    '/portals/:portalId/forms/:formId/draft',
    {
      schema: {
        tags: TAGS,
        operationId: 'putFormDraft',
        summary: 'Replace the draft of a form',
        description: 'What is served does not change until the draft is published.',
        params: formParamsSchema,
        body: formInputSchema,
        response: { 200: draftSchema, ...errorResponses(400, 404) },
      },
    },
    async (request, reply) => {
      const { portalId, formId } = request.params;
      if (!mayReach(request, reply, portalId, 'write')) return reply;
      const input = formInputOf(request.body) ?? NO_FORM_IN_BODY;
      if (typeof input === 'string') return reply.code(400).send(ownerError(input, 'INVALID_DEFINITION'));
      const updated = await catalog.updateDraft(portalId, formId, input);
      if (refused(reply, updated)) return reply;
      const draft = await catalog.getDraft(portalId, formId);
      if (refused(reply, draft)) return reply;
      return draft.value;
    },
  );

  app.post<{ Params: FormParams; Body: FormInputBody | null }>(
    '/portals/:portalId/forms/:formId/publish',
    {
      schema: {
        tags: TAGS,
        operationId: 'publishForm',
        summary: 'Publish a new version of a form',
        description:
          'From the draft, or from the definition in the body (which becomes the draft). In one transaction: when it fails, the previous version goes on serving. Pages already open keep submitting against the version they loaded.',
        params: formParamsSchema,
        body: { ...formInputSchema, type: ['object', 'null'], description: 'Optional: `definition`, or `name` and `fields`; none to publish the draft.' },
        response: { 201: { ...versionSchema, description: 'The new version.' }, ...errorResponses(400, 404, 409) },
      },
    },
    async (request, reply) => {
      const { portalId, formId } = request.params;
      if (!mayReach(request, reply, portalId, 'write')) return reply;
      // No form in the body: the draft is published.
      const input = formInputOf(request.body);
      if (typeof input === 'string') return reply.code(400).send(ownerError(input, 'INVALID_DEFINITION'));
      const published = await catalog.publish(portalId, formId, request.owner.name, input);
      if (refused(reply, published)) return reply;
      return reply.code(201).send(published.value);
    },
  );

  app.get<{ Params: FormParams }>(
    '/portals/:portalId/forms/:formId/versions',
    {
      schema: {
        tags: TAGS,
        operationId: 'listFormVersions',
        summary: 'List the published versions of a form, oldest first',
        params: formParamsSchema,
        response: { 200: { type: 'object', required: ['versions'], properties: { versions: { type: 'array', items: versionSchema } } }, ...errorResponses(400, 404) },
      },
    },
    async (request, reply) => {
      const { portalId, formId } = request.params;
      if (!mayReach(request, reply, portalId, 'read')) return reply;
      const versions = await catalog.listVersions(portalId, formId);
      if (refused(reply, versions)) return reply;
      return { versions: versions.value };
    },
  );

  for (const [action, description] of [
    ['archive', 'The form then answers as unpublished and takes no submissions; its versions and leads stay.'],
    ['unarchive', 'Its latest version serves again.'],
  ] as const) {
    app.post<{ Params: FormParams }>(
      `/portals/:portalId/forms/:formId/${action}`,
      {
        schema: {
          tags: TAGS,
          operationId: `${action}Form`,
          summary: action === 'archive' ? 'Archive a form' : 'Take a form out of the archive',
          description,
          params: formParamsSchema,
          response: { 200: formSummarySchema, ...errorResponses(400, 404) },
        },
      },
      async (request, reply) => {
        const { portalId, formId } = request.params;
        if (!mayReach(request, reply, portalId, 'write')) return reply;
        const done = await catalog[action](portalId, formId);
        if (refused(reply, done)) return reply;
        const summary = await summaryOf(portalId, formId);
        if (refused(reply, summary)) return reply;
        return summary.value;
      },
    );
  }
};
