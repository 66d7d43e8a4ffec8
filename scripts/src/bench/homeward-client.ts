// A user's way through the real API, used to set a scenario up: sign up (multipart, as the SPA's form posts it),
// follow the link of the verification e-mail caught by maildev, sign in, then add properties.
const CSRF = { 'X-Requested-With': 'XMLHttpRequest' };

/** The verification e-mail's link: the SPA page whose button verifies, the token in the fragment. */
export const VERIFY_LINK = /https?:\/\/[^\s"'<>]+\/auth\/verify-email#token=[^\s"'<>]+/;

export interface SignedInUser {
  id: string;
  email: string;
  /** `hw_session=<value>`, ready for a Cookie header. */
  cookie: string;
}

interface CaughtEmail {
  to: { address: string }[];
  text?: string;
  html?: string;
}

async function expectStatus(response: Response, status: number, what: string): Promise<void> {
  if (response.status === status) return;
  const body = await response.text().catch(() => '');
  throw new Error(`${what}: expected HTTP ${status}, got ${response.status} ${body.slice(0, 300)}`);
}

function form(fields: Record<string, string>): FormData {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.append(name, value);
  return data;
}

export async function signUp(appUrl: string, email: string, password: string): Promise<void> {
  const response = await fetch(`${appUrl}/api/auth/sign-up`, {
    method: 'POST',
    headers: CSRF,
    body: form({ email, password, name: 'Bench User', terms: 'true' }),
  });
  await expectStatus(response, 200, 'sign-up');
}

/** The verification link of the e-mail sent to `email`, once notifications has delivered it. */
export async function verificationLink(
  mailWebUrl: string,
  email: string,
  timeoutMs = 30_000,
): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const response = await fetch(`${mailWebUrl}/api/email`);
    if (response.ok) {
      const messages = (await response.json()) as CaughtEmail[];
      const message = messages.find((caught) => caught.to.some((to) => to.address.toLowerCase() === email));
      const link = VERIFY_LINK.exec(`${message?.text ?? ''} ${message?.html ?? ''}`)?.[0];
      if (link) return link.replace(/&amp;/g, '&');
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`no verification e-mail for the bench user within ${timeoutMs} ms`);
}

/** Does what the link's page does on its button: posts the token the link carries in its fragment. */
export async function verify(appUrl: string, link: string): Promise<void> {
  const token = new URLSearchParams(new URL(link).hash.slice(1)).get('token') ?? '';
  const response = await fetch(`${appUrl}/api/auth/verify`, {
    method: 'POST',
    headers: { ...CSRF, 'Content-Type': 'application/json' },
    body: JSON.stringify({ token }),
  });
  await expectStatus(response, 200, 'e-mail verification');
}

export async function signIn(appUrl: string, email: string, password: string): Promise<SignedInUser> {
  const response = await fetch(`${appUrl}/api/auth/sign-in`, {
    method: 'POST',
    headers: CSRF,
    body: form({ email, password }),
  });
  await expectStatus(response, 200, 'sign-in');
  const session = response.headers
    .getSetCookie()
    .map((header) => header.split(';')[0]!)
    .find((pair) => pair.startsWith('hw_session='));
  if (!session) throw new Error('sign-in answered without a hw_session cookie');
  const { user } = (await response.json()) as { user: { id: string } };
  return { id: user.id, email, cookie: session };
}

/** A new user with a verified e-mail, signed in. */
export async function signUpVerifiedUser(
  appUrl: string,
  mailWebUrl: string,
  email: string,
  password: string,
): Promise<SignedInUser> {
  await signUp(appUrl, email, password);
  await verify(appUrl, await verificationLink(mailWebUrl, email));
  return signIn(appUrl, email, password);
}

/** Creates a draft from `address` and adds it to the user's list; returns its id. */
export async function addProperty(appUrl: string, user: SignedInUser, address: string): Promise<string> {
  const headers = { ...CSRF, Cookie: user.cookie };
  const created = await fetch(`${appUrl}/api/properties`, {
    method: 'POST',
    headers: { ...headers, 'Content-Type': 'application/json' },
    body: JSON.stringify({ address }),
  });
  await expectStatus(created, 201, 'create property');
  const { property } = (await created.json()) as { property: { id: string } };
  const activated = await fetch(`${appUrl}/api/properties/${property.id}/activate`, {
    method: 'POST',
    headers,
  });
  await expectStatus(activated, 200, 'activate property');
  return property.id;
}

/** The user's active properties, or those whose address contains `search` when given. */
export async function listProperties(
  appUrl: string,
  user: SignedInUser,
  search?: string,
): Promise<unknown[]> {
  const query = search === undefined ? '' : `?${new URLSearchParams({ search }).toString()}`;
  const response = await fetch(`${appUrl}/api/properties${query}`, { headers: { Cookie: user.cookie } });
  await expectStatus(response, 200, 'list properties');
  return ((await response.json()) as { properties: unknown[] }).properties;
}
