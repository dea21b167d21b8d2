import type { RenderError } from '../render-errors';
import { withQuery } from './with-query';

/** Path of the error reporter's image beacon on the forms host (spec 7.12). */
export const ERROR_REPORT_PATH = '/error-reports/v1/beacon.gif';

/** A crash message can be long (a stack, a whole response): the report keeps its start. */
export const MAX_REPORTED_MESSAGE_LENGTH = 300;

/** The page's address without query and fragment: those may carry a visitor's data. */
export function pageUrlWithoutQuery(pageUrl: string): string {
  const end = pageUrl.search(/[?#]/);
  return end === -1 ? pageUrl : pageUrl.slice(0, end);
}

export function errorReportUrl(input: {
  formsHost: string;
  error: RenderError;
  portalId: string;
  formId: string;
  embedVersion: string;
  pageUrl: string;
}): string {
  return withQuery(`${input.formsHost}${ERROR_REPORT_PATH}`, {
    code: input.error.code,
    message: input.error.message.slice(0, MAX_REPORTED_MESSAGE_LENGTH),
    portalId: input.portalId,
    formId: input.formId,
    version: input.embedVersion,
    pageUrl: pageUrlWithoutQuery(input.pageUrl),
  });
}
