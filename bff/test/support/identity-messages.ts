// The words the identity contract answers with (agreed for issue 4); the fake uses them and the tests expect them.
export const VALID_VERIFY_TOKEN = 'verify-token-0123456789';
export const WRONG_PASSWORD = 'The password you entered is incorrect. Please try again.';
export const NOT_VERIFIED = 'Please verify your email address before signing in.';
export const INVALID_LINK = 'This link is invalid or has expired.';
export const THROTTLED = 'Too many sign-in attempts. Please wait a few minutes and try again.';
export const GOOGLE_UNAVAILABLE = 'Google sign-in is not available.';
export const HAS_PASSWORD = 'This account already has a password.';
export const EMAIL_IN_USE = 'This email address is already in use.';
export const COMMON_PASSWORD = 'Password1!';
export const GOOGLE_AUTHORIZE_URL = 'https://accounts.google.test/o/oauth2/v2/auth';
export const KEYCLOAK_AUTHORIZE_URL = 'https://sso.test/realms/homeward/protocol/openid-connect/auth';
export const PROVIDER_UNKNOWN = 'Unknown sign-in provider.';
export const GUIDED_TOUR_UNSPECIFIED = 'Say how the guided tour ended: finished, skipped or closed';
export const CURRENT_PASSWORD_INCORRECT = 'The current password is incorrect.';
export const DELETE_EMAIL_MISMATCH = "Type your account's email address exactly as it is shown to confirm.";
