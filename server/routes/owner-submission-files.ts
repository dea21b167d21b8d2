import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { pipeline } from 'node:stream/promises';
import type { Route } from '../router.js';
import { errorBody, sendJson } from '../send.js';
import type { SubmissionStore } from '../storage/submission-store.js';
import { downloadHeaders } from '../uploads/download-headers.js';
import { storedFilePath } from '../uploads/stored-file-path.js';
import type { OwnerGate } from './owner-access.js';

/** Where the owner downloads file `index` (0-based, in the row's `files` order) of a submission. */
export function submissionFileUrl(conversionId: string, index: number): string {
  return `/api/submissions/${encodeURIComponent(conversionId)}/files/${index}`;
}

/** A percent-encoded path segment as text; undefined when it does not decode. */
function decodedSegment(segment: string): string | undefined {
  try {
    return decodeURIComponent(segment);
  } catch {
    return undefined;
  }
}

/**
 * The site owner's download of an uploaded file: `GET /api/submissions/{conversionId}/files/{n}`,
 * behind the owner gate of the other owner routes (a token reaches its portals' files only). The
 * file is streamed from DATA_DIR as an attachment (`downloadHeaders`), never from outside it; what
 * is not there is a 404 naming it.
 */
export function ownerSubmissionFilesRoute(options: { store: SubmissionStore; dataDir: string; ownerGate: OwnerGate }): Route {
  return {
    name: 'owner-submission-files',
    methods: ['GET'],
    pattern: /^\/api\/submissions\/([^/]+)\/files\/([^/]+)$/,
    cors: 'none',
    async handle({ req, res, params }) {
      const principal = await options.ownerGate(req, res);
      if (!principal) return;
      const conversionId = decodedSegment(params[0] ?? '');
      const rawIndex = params[1] ?? '';
      if (conversionId === undefined) {
        sendJson(res, 400, errorBody('the conversion id in the path is not valid percent-encoding'));
        return;
      }
      if (!/^\d{1,9}$/.test(rawIndex)) {
        sendJson(res, 400, errorBody(`file index "${decodedSegment(rawIndex) ?? rawIndex}" must be a whole number from 0`));
        return;
      }
      const index = Number(rawIndex);
      const submission = await options.store.findByConversionId(conversionId);
      // Another portal's submission is answered as an unknown one: its existence is not the caller's to learn.
      if (!submission || !principal.mayRead(submission.portalId)) {
        sendJson(res, 404, errorBody(`no submission has conversion id "${conversionId}"`));
        return;
      }
      const file = submission.files[index];
      if (!file) {
        sendJson(res, 404, errorBody(`submission "${conversionId}" has no file ${index} (it has ${submission.files.length})`));
        return;
      }
      const located = await storedFilePath(options.dataDir, file.path);
      const size = located.ok ? await stat(located.path).then((info) => (info.isFile() ? info.size : undefined), () => undefined) : undefined;
      if (!located.ok || size === undefined) {
        // A path that leaves DATA_DIR is answered like a missing file: nothing is read either way.
        sendJson(res, 404, errorBody(`file ${index} ("${file.name}") of submission "${conversionId}" is missing from the host's storage`));
        return;
      }
      res.writeHead(200, downloadHeaders(file, size));
      try {
        await pipeline(createReadStream(located.path), res);
      } catch {
        // The client went away or the file became unreadable mid-way: the answer is cut short.
        res.destroy();
      }
    },
  };
}
