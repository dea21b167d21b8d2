/** The portals a caller reaches: every one, or these. */
export const portalsSchema = {
  oneOf: [
    { type: 'string', const: 'all' },
    { type: 'array', items: { type: 'string' } },
  ],
} as const;
