import { formIdSchema, nullableTimeSchema, portalIdSchema, timeSchema, wireDefinitionSchema } from './shared-schemas.js';

/** The shapes of the forms routes (server/routes/owner/v1/forms.ts). */

export const formSummarySchema = {
  type: 'object',
  required: ['portalId', 'guid', 'name', 'publishedVersion', 'live', 'unpublishedChanges', 'archivedAt', 'createdAt', 'updatedAt', 'leads', 'leadsLast7Days', 'spamLeads', 'lastLeadAt'],
  properties: {
    portalId: portalIdSchema,
    guid: { type: 'string', description: 'The form GUID, lower case.' },
    name: { type: 'string' },
    publishedVersion: { type: ['integer', 'null'], description: 'The latest published version; null before the first publish.' },
    live: { type: 'boolean', description: 'Visitors are served it now: published, not archived, and its latest version not marked `isPublished: false`.' },
    unpublishedChanges: { type: 'boolean', description: 'Its draft differs from the latest version (or it was never published): publishing would change what visitors get.' },
    archivedAt: { ...nullableTimeSchema, description: 'When the form was archived (it then answers as unpublished); null while live.' },
    createdAt: timeSchema,
    updatedAt: timeSchema,
    leads: { type: 'integer', description: 'Every stored lead of the form, spam included.' },
    leadsLast7Days: { type: 'integer', description: 'Leads stored in the last 7 days.' },
    spamLeads: { type: 'integer', description: 'Leads marked as spam.' },
    lastLeadAt: { ...nullableTimeSchema, description: 'When the newest lead was stored; null without leads.' },
  },
} as const;

export const draftSchema = {
  type: 'object',
  required: ['definition', 'updatedAt'],
  properties: { definition: wireDefinitionSchema, updatedAt: timeSchema },
} as const;

export const formDetailSchema = {
  type: 'object',
  required: [...formSummarySchema.required, 'definition', 'draft'],
  properties: {
    ...formSummarySchema.properties,
    definition: { ...wireDefinitionSchema, type: ['object', 'null'], description: 'The latest published definition, as served; null before the first publish.' },
    draft: { ...draftSchema, type: ['object', 'null'], description: 'The draft that the next publish serves; null when there is none.' },
  },
} as const;

export const versionSchema = {
  type: 'object',
  required: ['version', 'publishedAt', 'publishedBy'],
  properties: {
    version: { type: 'integer' },
    publishedAt: timeSchema,
    publishedBy: { type: ['string', 'null'], description: 'The name of the token that published it; null for an import from FORMS_DIR.' },
  },
} as const;

/** One published version and the definition it served (server/routes/owner/v1/form-versions.ts). */
export const versionDetailSchema = {
  type: 'object',
  required: [...versionSchema.required, 'definition'],
  properties: { ...versionSchema.properties, definition: { ...wireDefinitionSchema, description: 'The definition this version served.' } },
} as const;

export const versionParamsSchema = {
  type: 'object',
  required: ['portalId', 'formId', 'version'],
  properties: { portalId: portalIdSchema, formId: formIdSchema, version: { type: 'integer', minimum: 1, description: 'The version number (1 is the first publish).' } },
} as const;

/** What a site owner pastes to embed a published form (server/routes/owner/v1/form-embed.ts). */
export const embedCodeSchema = {
  type: 'object',
  required: ['portalId', 'formId', 'scriptUrl', 'pinned'],
  properties: {
    portalId: portalIdSchema,
    formId: { type: 'string', description: 'The form GUID, lower case.' },
    scriptUrl: { type: 'string', description: 'embed.js on this host (PUBLIC_URL when set, else the origin the request came to). It talks only to this host: no region is needed.' },
    pinned: {
      type: ['object', 'null'],
      required: ['scriptUrl', 'integrity'],
      properties: {
        scriptUrl: { type: 'string', description: 'This build of embed.js, which never changes (served as immutable).' },
        integrity: { type: 'string', description: 'Its Subresource Integrity hash, for the `integrity` attribute (with `crossorigin="anonymous"`).' },
      },
      description: 'The pinned build (dist/pinned.json); null when the host has none.',
    },
  },
} as const;

const minimalFieldSchema = {
  type: 'object',
  required: ['name', 'label', 'type'],
  properties: {
    name: { type: 'string', description: 'The field name submitted (letters, digits and _).' },
    label: { type: 'string' },
    type: { type: 'string', description: 'text, email, textarea, phone, phonenumber, file, number, date or booleancheckbox.' },
    required: { type: 'boolean' },
  },
  additionalProperties: false,
} as const;

/** A form's definition in a body: `definition` (a whole wire definition), or `name` and `fields` (a minimal form). */
export const formInputProperties = {
  definition: wireDefinitionSchema,
  name: { type: 'string', description: 'A minimal form: its name (with `fields`).' },
  fields: { type: 'array', items: minimalFieldSchema, description: 'A minimal form: its fields, one per row, in order (with `name`).' },
} as const;

export const formInputSchema = {
  type: 'object',
  properties: formInputProperties,
  additionalProperties: false,
  description: 'Either `definition`, or `name` and `fields`.',
} as const;

export const createFormBodySchema = {
  type: 'object',
  properties: { ...formInputProperties, guid: { ...formIdSchema, description: 'The new form GUID; a new one is made when absent.' } },
  additionalProperties: false,
  description: 'Either `definition`, or `name` and `fields`; optionally the `guid` to create it under.',
} as const;

export const portalParamsSchema = {
  type: 'object',
  required: ['portalId'],
  properties: { portalId: portalIdSchema },
} as const;

export const formParamsSchema = {
  type: 'object',
  required: ['portalId', 'formId'],
  properties: { portalId: portalIdSchema, formId: formIdSchema },
} as const;

export const listFormsQuerySchema = {
  type: 'object',
  properties: {
    portalId: { ...portalIdSchema, description: 'Only this portal (default: every portal the caller may read).' },
    archived: { type: 'boolean', description: 'true: only archived forms; false: only live ones; absent: both.' },
  },
  additionalProperties: false,
} as const;
