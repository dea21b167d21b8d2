/** Marks a form wrapper holding the loader's loading placeholder while the host's markup is on its way. */
export const PLACEHOLDER_ATTRIBUTE = 'data-placeholder';
/** Marks a form wrapper the loader filled with the host's markup, until the runtime takes it over. */
export const PRERENDERED_ATTRIBUTE = 'data-prerendered';
/** Set on such a wrapper when the visitor submitted before the runtime arrived: it submits once it has. */
export const SUBMIT_PENDING_ATTRIBUTE = 'data-submit-pending';
/** Set on such a wrapper when the visitor pressed Next before the runtime arrived: the form moves on once it has. */
export const NEXT_PENDING_ATTRIBUTE = 'data-next-pending';
