// Header the BFF requires on every state-changing request (CSRF defence for a cookie session). In a file of its own,
// without zod, so the SPA's small signed-out entry can import it.
export const CSRF_HEADER = 'X-Requested-With';
export const CSRF_HEADER_VALUE = 'XMLHttpRequest';
