/**
 * The redirect target after a submission when it is safe to follow (spec section 4, Redirect):
 * an absolute http or https URL, or one relative to the page; anything else (javascript:,
 * data:, unparsable) is refused with undefined.
 */
export function safeRedirectUrl(url: string, pageUrl: string): string | undefined {
  const text = url.trim();
  if (text === '') return undefined;
  try {
    const target = new URL(text, pageUrl);
    return target.protocol === 'http:' || target.protocol === 'https:' ? target.href : undefined;
  } catch {
    return undefined;
  }
}
