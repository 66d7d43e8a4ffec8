import { readTestEnvironment } from './environment';

export interface TestMail {
  smtpHost: string;
  smtpPort: number;
  /** maildev's REST API root: GET `${apiUrl}/api/email` lists messages. */
  apiUrl: string;
}

export function testMail(): TestMail {
  const environment = readTestEnvironment();
  return {
    smtpHost: environment.smtpHost,
    smtpPort: Number(environment.smtpPort),
    apiUrl: environment.mailApiUrl,
  };
}

export interface CaughtEmail {
  id: string;
  subject: string;
  to: { address: string; name?: string }[];
  html?: string;
  text?: string;
}

/** Every message the mail catcher holds for `recipient` (case-insensitive). */
export async function emailsTo(recipient: string): Promise<CaughtEmail[]> {
  const response = await fetch(`${testMail().apiUrl}/api/email`);
  if (!response.ok) throw new Error(`maildev answered ${response.status}`);
  const all = (await response.json()) as CaughtEmail[];
  return all.filter((email) => email.to.some((to) => to.address.toLowerCase() === recipient.toLowerCase()));
}
