import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import type { FastifyPluginAsync } from 'fastify';
import type { SubmissionStore } from '../../storage/submission-store.js';
import { downloadHeaders } from './download-headers.js';
import { storedFilePath } from '../../domain/uploads/stored-file-path.js';
import { ownerError } from './owner-request.js';

/** Where the owner downloads file `index` (0-based, in the row's `files` order) of a submission. */
export function submissionFileUrl(conversionId: string, index: number): string {
  return `/api/submissions/${encodeURIComponent(conversionId)}/files/${index}`;
}

export interface SubmissionFilesOptions {
  store: SubmissionStore;
  /** Where the uploads are (`uploads/{key}/…`, as recorded in each submission). */
  dataDir: string;
}

/**
 * The site owner's download of an uploaded file: `GET /api/submissions/{conversionId}/files/{n}`,
 * behind the owner access hook (a token reaches its portals' files only). The file is streamed
 * from DATA_DIR as an attachment (`downloadHeaders`), never from outside it; what is not there is
 * a 404 naming it.
 */
export const ownerSubmissionFilesRoutes: FastifyPluginAsync<SubmissionFilesOptions> = async (app, { store, dataDir }) => {
  app.get<{ Params: { conversionId: string; index: string } }>('/api/submissions/:conversionId/files/:index', async (request, reply) => {
    // Fastify has decoded the path's segments (a bad percent-encoding is its own 400).
    const { conversionId, index: rawIndex } = request.params;
    if (!/^\d{1,9}$/.test(rawIndex)) return reply.code(400).send(ownerError(`file index "${rawIndex}" must be a whole number from 0`));
    const index = Number(rawIndex);
    const submission = await store.findByConversionId(conversionId);
    // Another portal's submission is answered as an unknown one: its existence is not the caller's to learn.
    if (!submission || !request.owner.mayRead(submission.portalId)) {
      return reply.code(404).send(ownerError(`no submission has conversion id "${conversionId}"`));
    }
    const file = submission.files[index];
    if (!file) return reply.code(404).send(ownerError(`submission "${conversionId}" has no file ${index} (it has ${submission.files.length})`));
    const located = await storedFilePath(dataDir, file.path);
    const size = located.ok ? await stat(located.path).then((info) => (info.isFile() ? info.size : undefined), () => undefined) : undefined;
    if (!located.ok || size === undefined) {
      // A path that leaves DATA_DIR is answered like a missing file: nothing is read either way.
      return reply.code(404).send(ownerError(`file ${index} ("${file.name}") of submission "${conversionId}" is missing from the host's storage`));
    }
    // A file that becomes unreadable mid-way cuts the answer short (Fastify destroys the connection).
    return reply.headers(downloadHeaders(file, size)).send(createReadStream(located.path));
  });
};
