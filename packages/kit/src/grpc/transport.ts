// How gRPC calls between Homeward's processes are protected: plaintext for local runs (GRPC_TLS=off), TLS with the
// server's certificate verified against a private CA (tls), or mutual TLS where every server also demands a client
// certificate from that CA (mtls), so only Homeward's own processes can call a service at all. Every process reads
// the same variables; the chart mounts the PEM files from one Secret (docs/deploy.md, 'Internal gRPC over TLS').
import fs from 'node:fs';
import { credentials, ServerCredentials, type ChannelCredentials } from '@grpc/grpc-js';
import { z } from 'zod';

export const GRPC_TLS_MODES = ['off', 'tls', 'mtls'] as const;
export type GrpcTlsMode = (typeof GRPC_TLS_MODES)[number];

// Compose and charts set a variable to '' to mean "not set".
const file = z.preprocess((value) => (value === '' ? undefined : value), z.string().min(1).optional());

export const grpcTlsConfigShape = {
  /** Internal gRPC transport: `off` (plaintext, local runs), `tls` (servers verified) or `mtls` (both ends). */
  GRPC_TLS: z.enum(GRPC_TLS_MODES).default('off'),
  /** PEM certificate this process presents: as a server (tls, mtls) and as a client (mtls). */
  GRPC_TLS_CERT_FILE: file,
  /** PEM private key of that certificate (never logged). */
  GRPC_TLS_KEY_FILE: file,
  /** PEM of the CA that signed every server's (and, with mtls, every client's) certificate. */
  GRPC_TLS_CA_FILE: file,
};

export interface GrpcTlsSettings {
  GRPC_TLS: GrpcTlsMode;
  GRPC_TLS_CERT_FILE?: string | undefined;
  GRPC_TLS_KEY_FILE?: string | undefined;
  GRPC_TLS_CA_FILE?: string | undefined;
}

/**
 * What a mode lacks, one line per variable. `serves`: the process runs a gRPC server (the BFF only calls, so with
 * plain tls it needs the CA alone).
 */
export function grpcTlsProblems(settings: GrpcTlsSettings, options: { serves: boolean }): string[] {
  const mode = settings.GRPC_TLS ?? 'off';
  if (mode === 'off') return [];
  const needed: (keyof GrpcTlsSettings)[] = ['GRPC_TLS_CA_FILE'];
  if (options.serves || mode === 'mtls') needed.push('GRPC_TLS_CERT_FILE', 'GRPC_TLS_KEY_FILE');
  return needed.filter((name) => !settings[name]).map((name) => `${name}: required when GRPC_TLS is ${mode}`);
}

export interface GrpcTransport {
  mode: GrpcTlsMode;
  serverCredentials(): ServerCredentials;
  channelCredentials(): ChannelCredentials;
}

const INSECURE: GrpcTransport = {
  mode: 'off',
  serverCredentials: () => ServerCredentials.createInsecure(),
  channelCredentials: () => credentials.createInsecure(),
};

/** The credentials of a mode, its PEM files read once (a rotated certificate takes effect on restart). */
export function grpcTransport(
  settings: GrpcTlsSettings,
  readFile: (path: string) => Buffer = (path) => fs.readFileSync(path),
): GrpcTransport {
  // A configuration built by hand (a test's) may lack the mode: plaintext, as for local runs.
  const mode = settings.GRPC_TLS ?? 'off';
  if (mode === 'off') return INSECURE;
  const read = (name: keyof GrpcTlsSettings): Buffer | null => {
    const path = settings[name];
    return path ? readFile(path) : null;
  };
  const ca = read('GRPC_TLS_CA_FILE');
  const cert = read('GRPC_TLS_CERT_FILE');
  const key = read('GRPC_TLS_KEY_FILE');
  if (!ca) throw new Error(`GRPC_TLS_CA_FILE: required when GRPC_TLS is ${mode}`);
  const mutual = mode === 'mtls';
  return {
    mode,
    serverCredentials: () => {
      if (!cert || !key)
        throw new Error('GRPC_TLS_CERT_FILE and GRPC_TLS_KEY_FILE: required to serve over TLS');
      // With mtls the handshake itself refuses a client without a certificate from the CA.
      return ServerCredentials.createSsl(
        mutual ? ca : null,
        [{ cert_chain: cert, private_key: key }],
        mutual,
      );
    },
    channelCredentials: () =>
      mutual && cert && key ? credentials.createSsl(ca, key, cert) : credentials.createSsl(ca),
  };
}

let processTransport: GrpcTransport = INSECURE;

/** Sets this process's transport, once at start (the service host, the BFF), before any server or channel opens. */
export function useGrpcTransport(transport: GrpcTransport): void {
  processTransport = transport;
}

/** The transport servers and channels use unless given one. */
export function activeGrpcTransport(): GrpcTransport {
  return processTransport;
}
