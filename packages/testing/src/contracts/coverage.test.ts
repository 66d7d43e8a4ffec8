// Every RPC a consumer's client code calls has its entry in that consumer's contract with the provider, so the
// provider's contract test replays it; a new call without one fails here, naming the client file.
import { loadContracts } from './contract';
import { clientFiles, rpcCallsIn, uncoveredCalls } from './coverage';

/**
 * Calls verified elsewhere, each with where. Sign-in through an OpenID provider needs that provider running (and
 * the OpenID work is changing these RPCs): services/identity/test/google.int.test.ts and its successors cover them.
 */
const VERIFIED_ELSEWHERE = new Map([
  ['bff -> identity StartGoogleSignIn', 'an OpenID provider: services/identity/test/google.int.test.ts'],
  ['bff -> identity CompleteGoogleSignIn', 'an OpenID provider: services/identity/test/google.int.test.ts'],
  ['bff -> identity StartOidcSignIn', 'an OpenID provider: the OpenID sign-in tests of services/identity'],
  ['bff -> identity CompleteOidcSignIn', 'an OpenID provider: the OpenID sign-in tests of services/identity'],
]);

describe('contract coverage of the clients', () => {
  const clients = clientFiles();

  test('finds the BFF and service clients, each calling at least one RPC', () => {
    const names = clients.map((client) => `${client.consumer} -> ${client.provider}`);
    expect(names).toEqual(expect.arrayContaining(['bff -> documents', 'bff -> tour', 'tour -> property']));
    for (const client of clients) expect([client.file, client.rpcs.length > 0]).toEqual([client.file, true]);
  });

  test('every RPC a client calls is in its consumer contract with that provider', () => {
    expect(uncoveredCalls(clients, loadContracts(), new Set(VERIFIED_ELSEWHERE.keys()))).toEqual([]);
  });

  test('reads calls from the source and reports the one without a contract entry', () => {
    const source = `
      const a = await this.grpc.getOrCreateDraft({ propertyId }, settings);
      await connection.client
        .getProperty({ propertyId }, { deadlineMs });
      const b = await this.grpc.getOrCreateDraft({ propertyId }, settings);
      this.settings(accessToken);`;
    expect(rpcCallsIn(source)).toEqual(['GetOrCreateDraft', 'GetProperty']);
    const client = { consumer: 'bff', provider: 'documents', file: 'bff/src/clients/documents.ts' };
    const contract = {
      consumer: 'bff',
      provider: 'documents',
      file: 'bff/contracts/documents.contract.json',
      rpcs: [{ method: 'homeward.documents.v1.DocumentsService/GetOrCreateDraft', request: {}, reads: {} }],
    };
    expect(
      uncoveredCalls(
        [{ ...client, rpcs: ['GetOrCreateDraft', 'RenderPdf', 'DeleteDocument'] }],
        [contract],
        new Set(['bff -> documents DeleteDocument']),
      ),
    ).toEqual(['bff -> documents RenderPdf (bff/src/clients/documents.ts)']);
    // Another consumer's entry for the same RPC does not cover this one's call.
    expect(
      uncoveredCalls([{ ...client, rpcs: ['GetOrCreateDraft'] }], [{ ...contract, consumer: 'tour' }]),
    ).toEqual(['bff -> documents GetOrCreateDraft (bff/src/clients/documents.ts)']);
  });
});
