/** Marks a form wrapper the loader filled with the host's markup, until the runtime takes it over. */
export const PRERENDERED_ATTRIBUTE = 'data-prerendered';
/** Set on such a wrapper when the visitor submitted before the runtime arrived: it submits once it has. */
export const SUBMIT_PENDING_ATTRIBUTE = 'data-submit-pending';
