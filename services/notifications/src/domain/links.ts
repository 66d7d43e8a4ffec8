// Every link an e-mail carries, built from APP_BASE_URL (the browser's view of the BFF and the SPA). A token rides
// in the fragment (`#token=`): browsers never send a fragment to a server or in a Referer, so no access log or proxy
// on the way holds it. Tokens are URL-encoded: they are opaque to this service and may hold any character.

function base(appBaseUrl: string): string {
  return appBaseUrl.replace(/(?<!\/)\/+$/, '');
}

function withToken(appBaseUrl: string, path: string, token: string): string {
  return `${base(appBaseUrl)}${path}#token=${encodeURIComponent(token)}`;
}

/**
 * The SPA page whose button verifies the address: opening the link changes nothing, because mail scanners follow
 * links too (a scanner must not complete someone else's sign-up).
 */
export function verificationLink(appBaseUrl: string, token: string): string {
  return withToken(appBaseUrl, '/auth/verify-email', token);
}

/** The SPA page that asks for the new password and posts it with the token to the BFF. */
export function passwordResetLink(appBaseUrl: string, token: string): string {
  return withToken(appBaseUrl, '/auth/update-password', token);
}

/** The SPA page where anyone can ask for a reset link; no token, so it is safe in a notice. */
export function forgotPasswordPage(appBaseUrl: string): string {
  return `${base(appBaseUrl)}/auth/reset-password`;
}

/** The SPA's settings page (signed in): where the owner downloads a data export; no token. */
export function settingsPage(appBaseUrl: string): string {
  return `${base(appBaseUrl)}/settings`;
}

/** The SPA page whose button confirms the new address (opening the link changes nothing). */
export function emailChangeLink(appBaseUrl: string, token: string): string {
  return withToken(appBaseUrl, '/auth/confirm-email', token);
}

/** The SPA page whose button moves the account back to the old address (opening the link changes nothing). */
export function emailUndoLink(appBaseUrl: string, token: string): string {
  return withToken(appBaseUrl, '/auth/undo-email-change', token);
}

/** The SPA's report page of one home inspection: a path, so the bell can open it on whatever origin serves the app. */
export function homeInspectionPath(propertyId: string, homeInspectionId: string): string {
  const query = new URLSearchParams({ property: propertyId, home_inspection_id: homeInspectionId });
  return `/properties/home-inspection?${query.toString()}`;
}

/** The same page as an absolute link, for an e-mail. */
export function homeInspectionLink(appBaseUrl: string, propertyId: string, homeInspectionId: string): string {
  return `${base(appBaseUrl)}${homeInspectionPath(propertyId, homeInspectionId)}`;
}

/**
 * The SPA's public page that shows a proposed tour time and confirms it on a button press: following the link
 * changes nothing, because mail scanners follow links too.
 */
export function tourConfirmationLink(appBaseUrl: string, token: string): string {
  return withToken(appBaseUrl, '/tours/confirm', token);
}

/** The SPA's page of one property, as a path for the bell. */
export function propertyPath(propertyId: string): string {
  return `/properties/${encodeURIComponent(propertyId)}`;
}

/** The same page as an absolute link, for an e-mail. */
export function propertyLink(appBaseUrl: string, propertyId: string): string {
  return `${base(appBaseUrl)}${propertyPath(propertyId)}`;
}
