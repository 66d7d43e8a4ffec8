// Kept apart from api-client (which loads the zod schemas) so the signed-out entry can show it too.
export const GENERIC_ERROR_MESSAGE = 'Something went wrong. Please try again.';
