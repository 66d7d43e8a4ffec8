// Words both sign-in pages show (the app's and the signed-out entry's, src/first-page), kept free of Mantine so the
// small entry can import them.
export const VERIFICATION_RESENT = "We've sent you a new verification link. Please check your inbox.";
