// Callers of the BFF's fake services and what they own, made through the fakes' own seeding API (accounts, stored
// records) and their RPC handlers run as the caller, for the contract check of the fakes (fakes-honour-contracts).
import { randomUUID } from 'node:crypto';
import { runWithContext, type Caller } from '@homeward/kit';
import type { ProviderState } from '@homeward/testing/src/contracts';
import { DocumentType } from '@homeward/protos/gen/homeward/documents/v1/documents';
import type { Downstream } from './downstream';

export const CONTRACT_PASSWORD = 'Corr3ct-Horse!';
export const CLIENT_IP = '192.0.2.10';

export interface FakeCaller extends Caller {
  refreshToken: string;
}

/** One set-up per state a contract names, as the verifier takes them. */
export type FakeStates = Record<string, () => Promise<ProviderState>>;

export const tokenOf = (caller: FakeCaller) => ({ accessToken: caller.accessToken });

export const uniqueEmail = (label: string) => `${label}-${randomUUID()}@example.com`;

/** 'MM/DD/YYYY' of the day `daysAhead` after today (UTC), as the tour form sends slot dates. */
function usDateAhead(daysAhead: number): string {
  const date = new Date(Date.now() + daysAhead * 24 * 3600_000);
  const mm = String(date.getUTCMonth() + 1).padStart(2, '0');
  const dd = String(date.getUTCDate()).padStart(2, '0');
  return `${mm}/${dd}/${date.getUTCFullYear()}`;
}

export const slotAhead = (daysAhead: number, time: string) => `${usDateAhead(daysAhead)} ${time}`;

/** 'YYYY-MM-DD' `daysAhead` after today (UTC). */
export const isoDateAhead = (daysAhead: number) =>
  new Date(Date.now() + daysAhead * 24 * 3600_000).toISOString().slice(0, 10);

export class FakeCallers {
  constructor(private readonly downstream: Downstream) {}

  /** A verified account signed in through the fake identity's SignIn. */
  async signedIn(email = uniqueEmail('contract')): Promise<FakeCaller> {
    const { identity } = this.downstream;
    identity.addAccount(email, CONTRACT_PASSWORD);
    const { user, tokens } = await identity.signIn({
      email,
      password: CONTRACT_PASSWORD,
      clientIp: CLIENT_IP,
    });
    return {
      userId: user!.id,
      email,
      accessToken: tokens!.accessToken,
      refreshToken: tokens!.refreshToken,
    };
  }

  /** Runs one of the fakes' handlers as `caller`, as their gRPC server does after checking the token. */
  as<T>(caller: Caller, handler: () => Promise<T>): Promise<T> {
    return runWithContext({ requestId: randomUUID(), caller }, handler);
  }

  async draftProperty(caller: Caller): Promise<string> {
    const { property } = await this.as(caller, () =>
      this.downstream.property.createProperty({ address: '5500 Grand Lake Dr, San Antonio, TX 78244' }),
    );
    return property.id;
  }

  async activeProperty(caller: Caller): Promise<string> {
    const id = await this.draftProperty(caller);
    await this.as(caller, () => this.downstream.property.activateProperty({ propertyId: id }));
    return id;
  }

  /** Unlocked as payment.succeeded -> property.unlocked leaves it, and listed, as a tour needs. */
  async unlockedProperty(caller: Caller): Promise<string> {
    const id = await this.activeProperty(caller);
    const stored = this.downstream.property.properties.find((p) => p.id === id)!;
    Object.assign(stored, { isUnlocked: true, isListed: true, price: 625_000 });
    return id;
  }

  async offerLetterDraft(caller: Caller) {
    const propertyId = await this.activeProperty(caller);
    const { document } = await this.as(caller, () =>
      this.downstream.documents.getOrCreateDraft({
        propertyId,
        documentType: DocumentType.DOCUMENT_TYPE_OFFER_LETTER,
      }),
    );
    return { propertyId, documentId: document.id, dataJson: document.dataJson };
  }

  async completed(caller: Caller, documentType: DocumentType) {
    const propertyId = await this.unlockedProperty(caller);
    const { documents } = this.downstream;
    const { document } = await this.as(caller, () =>
      documents.getOrCreateDraft({ propertyId, documentType }),
    );
    await this.as(caller, () => documents.completeDocument({ id: document.id, documentType }));
    return { propertyId, documentId: document.id };
  }
}
