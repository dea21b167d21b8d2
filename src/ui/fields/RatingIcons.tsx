/** A five-pointed star outlined in the text colour (the stylesheet fills the chosen ones). */
export function StarIcon() {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true">
      <path fill="none" stroke="currentColor" strokeWidth="1.6" strokeLinejoin="round" d="M12 2l3 6.3 7 1-5 4.8 1.2 6.9-6.2-3.3-6.2 3.3L7 14.1 2 9.3l7-1z" />
    </svg>
  );
}

/**
 * A face whose mouth bends from a frown (mood 0) through a straight line (2) to a smile (4),
 * drawn in the text colour.
 */
export function FaceIcon({ mood }: { mood: number }) {
  const bend = (mood - 2) * 2.5;
  const corners = 15.5 - bend / 4;
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round">
      <circle cx="12" cy="12" r="10" />
      <path d={`M8.5 9.5v.5M15.5 9.5v.5M8 ${corners}Q12 ${corners + bend} 16 ${corners}`} />
    </svg>
  );
}
