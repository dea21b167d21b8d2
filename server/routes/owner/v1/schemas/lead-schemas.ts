import { ATTRIBUTION_PARAMS } from '../../../../../src/core/attribution/attribution.js';
import { MAX_ATTRIBUTION_VALUE_LENGTH } from '../../../../domain/attribution/clean-attribution.js';
import { MAX_LEADS_PAGE } from '../../../../domain/leads/lead-query.js';
import { conversionIdSchema, formIdSchema, portalIdSchema, timeSchema } from './shared-schemas.js';

/** The shapes of the leads routes (server/routes/owner/v1/leads.ts, lead-exports.ts, lead-files.ts). */

export const DEFAULT_LEADS_PAGE = 50;

/** The filters a list, an erasure and an export share (server/domain/leads/lead-query.ts `LeadFilter`). */
export const leadFilterProperties = {
  portalId: portalIdSchema,
  formId: formIdSchema,
  from: { type: 'string', description: 'Created at or after: an ISO 8601 date (midnight UTC) or a time with its zone.' },
  to: { type: 'string', description: 'Created before (exclusive), as `from`: `to=2026-02-01` ends with January.' },
  q: { type: 'string', maxLength: 500, description: 'Words and word beginnings found in the values.' },
  spam: { type: 'boolean', description: 'true: only leads marked as spam; false: only the others; absent: both.' },
  source: {
    type: 'string',
    minLength: 1,
    maxLength: MAX_ATTRIBUTION_VALUE_LENGTH,
    description: "Only leads whose attribution's `utm_source` is exactly this (case and all); leads without attribution never match.",
  },
  campaign: {
    type: 'string',
    minLength: 1,
    maxLength: MAX_ATTRIBUTION_VALUE_LENGTH,
    description: "Only leads whose attribution's `utm_campaign` is exactly this (case and all); leads without attribution never match.",
  },
} as const;

export const listLeadsQuerySchema = {
  type: 'object',
  required: ['portalId'],
  properties: {
    ...leadFilterProperties,
    cursor: { type: 'string', maxLength: 200, description: 'The `nextCursor` of the page before.' },
    limit: { type: 'integer', minimum: 1, maximum: MAX_LEADS_PAGE, default: DEFAULT_LEADS_PAGE },
  },
  additionalProperties: false,
} as const;

export const eraseLeadsBodySchema = {
  type: 'object',
  required: ['portalId', 'formId'],
  properties: { ...leadFilterProperties, dryRun: { type: 'boolean', default: false, description: 'true: only count what would be erased.' } },
  additionalProperties: false,
} as const;

export const exportLeadsQuerySchema = {
  type: 'object',
  required: ['portalId', 'formId'],
  properties: {
    ...leadFilterProperties,
    format: { type: 'string', enum: ['csv', 'xlsx'], default: 'csv' },
    headers: { type: 'string', enum: ['labels', 'names'], default: 'labels', description: "Columns headed by the form's labels, or by the submitted names." },
  },
  additionalProperties: false,
} as const;

export const leadParamsSchema = {
  type: 'object',
  required: ['conversionId'],
  properties: { conversionId: conversionIdSchema },
} as const;

export const leadFileParamsSchema = {
  type: 'object',
  required: ['conversionId', 'n'],
  properties: { conversionId: conversionIdSchema, n: { type: 'integer', minimum: 0, description: "The file's place in the lead's `files`, from 0." } },
} as const;

const leadFileSchema = {
  type: 'object',
  required: ['field', 'name', 'size', 'contentType', 'url'],
  properties: {
    field: { type: 'string', description: 'The form field it was sent for.' },
    name: { type: 'string', description: "The file name the visitor's browser gave." },
    size: { type: 'integer' },
    contentType: { type: 'string' },
    url: { type: 'string', description: 'Where the owner downloads it: `/api/v1/leads/{conversionId}/files/{n}`.' },
  },
} as const;

export const leadSummarySchema = {
  type: 'object',
  required: ['conversionId', 'portalId', 'formId', 'formVersion', 'createdAt', 'pageUrl', 'spam', 'spamReason', 'attribution', 'values', 'files'],
  properties: {
    conversionId: { type: 'string' },
    portalId: { type: 'string' },
    formId: { type: 'string' },
    formVersion: { type: ['integer', 'null'], description: 'The form version it was checked against; null for leads stored before versions.' },
    createdAt: timeSchema,
    pageUrl: { type: ['string', 'null'] },
    spam: { type: 'boolean', description: 'Spam: stored so by the host (see `spamReason`) or marked by the owner.' },
    spamReason: { type: ['string', 'null'], description: "Why the host's spam checks stored it as spam (honeypot, time token, proof of work, captcha); null when they passed." },
    attribution: {
      type: ['object', 'null'],
      additionalProperties: false,
      properties: Object.fromEntries([...ATTRIBUTION_PARAMS, 'referrer', 'landingPage'].map((key) => [key, { type: 'string' }])),
      description: "Where it came from: the browsing session's first touch (campaign parameters, click ids, referrer and landing page); null when none was recorded.",
    },
    values: { type: 'object', additionalProperties: { type: 'string' }, description: 'By field name; several values joined with `;`.' },
    files: { type: 'array', items: leadFileSchema },
  },
} as const;

export const leadDetailSchema = {
  type: 'object',
  required: [...leadSummarySchema.required, 'context', 'consent'],
  properties: {
    ...leadSummarySchema.properties,
    context: { description: '`hs_context` as the embed sent it; null when none.' },
    consent: { type: ['object', 'null'], additionalProperties: true, description: 'What the consent block showed and what the visitor chose; null without one.' },
  },
} as const;

export const leadPageSchema = {
  type: 'object',
  required: ['leads', 'nextCursor'],
  properties: {
    leads: { type: 'array', items: leadSummarySchema, description: 'Newest first.' },
    nextCursor: { type: ['string', 'null'], description: 'Gives the next page as `cursor`; null after the last.' },
  },
} as const;

const fileCounts = {
  filesRemoved: { type: 'integer', description: 'Uploaded files removed.' },
  filesFailed: { type: 'integer', description: 'Uploaded files that could not be removed (logged).' },
} as const;

export const deleteLeadAnswerSchema = {
  type: 'object',
  required: ['erased', 'filesRemoved', 'filesFailed'],
  properties: { erased: { type: 'integer' }, ...fileCounts },
} as const;

export const eraseLeadsAnswerSchema = {
  type: 'object',
  required: ['dryRun', 'matched', 'erased', 'filesRemoved', 'filesFailed'],
  properties: {
    dryRun: { type: 'boolean' },
    matched: { type: 'integer', description: 'Leads the filter selects (with dryRun: what would be erased).' },
    erased: { type: 'integer', description: 'Leads erased (0 with dryRun).' },
    ...fileCounts,
  },
} as const;

export const spamBodySchema = {
  type: 'object',
  required: ['spam'],
  properties: { spam: { type: 'boolean' } },
  additionalProperties: false,
} as const;

export const exportAnswerSchema = {
  description: 'The file, streamed, as an attachment named after the form and the day (UTC).',
  content: {
    'text/csv': { schema: { type: 'string', description: 'UTF-8 with a byte-order mark, CRLF rows.' } },
    'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': { schema: { type: 'string', format: 'binary' } },
  },
} as const;

export const fileAnswerSchema = {
  description: 'The file, as an attachment: octet-stream unless a safe type, `nosniff`, `Content-Security-Policy: sandbox`.',
  content: { 'application/octet-stream': { schema: { type: 'string', format: 'binary' } } },
} as const;
