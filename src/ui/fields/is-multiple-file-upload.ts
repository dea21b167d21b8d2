/** Whether a file field accepts several files (field metaData `isMultipleFileUpload` is 'true'). */
export function isMultipleFileUpload(metaData: Record<string, string>): boolean {
  return (metaData.isMultipleFileUpload ?? '').trim().toLowerCase() === 'true';
}
