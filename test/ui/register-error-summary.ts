import { getChunk, registerChunk, type Chunks } from '../../src/lazy/chunk-registry';
import { ErrorSummaryView } from '../../src/ui/feedback/ErrorSummaryView';

/** Component tests show the error summary as it is once the calls part (which holds its markup) has arrived. */
export function registerErrorSummaryView(): void {
  registerChunk('calls', { ...getChunk('calls'), ErrorSummaryView } as Chunks['calls']);
}
