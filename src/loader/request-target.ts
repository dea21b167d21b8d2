import { isRecord } from '../core/definition/wire-reader';
import { resolveTarget } from '../embed/resolve-target';
import type { FormRequest } from './handoff';

/** Where a waiting form goes, if that element is (still) on the page. */
export function targetOf(doc: Document, request: FormRequest): Element | undefined {
  if ('container' in request) return request.container.isConnected ? request.container : undefined;
  const target = isRecord(request.options) ? request.options.target : undefined;
  return typeof target === 'string' || target instanceof Element ? resolveTarget(doc, target) : undefined;
}
