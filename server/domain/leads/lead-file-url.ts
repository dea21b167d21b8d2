/** Where the owner downloads file `index` (0-based, in the lead's `files` order) of a lead: the owner API's file route. */
export function leadFileUrl(conversionId: string, index: number): string {
  return `/api/v1/leads/${encodeURIComponent(conversionId)}/files/${index}`;
}
