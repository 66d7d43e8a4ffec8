// A hand-written stand-in for a service, served over real gRPC, and held to what that service's consumers state
// they call (their `*.contract.json`): a fake that lacks a method some consumer relies on is refused at start, so
// the tests that use it cannot pass against an API the real service does not offer.
import type { ServiceDefinition } from '@grpc/grpc-js';
import {
  startGrpcServer,
  type AccessTokenVerifier,
  type Logger,
  type RunningGrpcServer,
} from '@homeward/kit';
import type { ServiceName } from '@homeward/topology';
import { expectationsOf, loadContracts, type ConsumerContract } from '../contracts/contract';

export interface FakeService {
  /** The generated service definition of the service it stands in for (`PropertyServiceService`). */
  definition: ServiceDefinition;
  implementation: object;
  /** Method names callable without an access token, as the real service's. */
  publicMethods?: readonly string[];
  /** How it checks callers' tokens; the topology's issuer (or identity's JWKS) when not given. */
  verifier?: AccessTokenVerifier;
}

/**
 * The methods the contracts of `consumers` (the components that call the fake) call on `provider` and the fake does
 * not serve; empty when none.
 */
export function contractGaps(
  provider: ServiceName,
  fake: Pick<FakeService, 'definition' | 'implementation'>,
  consumers: readonly string[],
  contracts: ConsumerContract[] = loadContracts(),
): string[] {
  const served = new Map(
    Object.entries(fake.definition).map(([key, method]) => [method.path.replace(/^\//, ''), key]),
  );
  const implementation = fake.implementation as Record<string, unknown>;
  const relied = expectationsOf(provider, contracts).filter(({ consumer }) => consumers.includes(consumer));
  const gaps = relied.flatMap(({ method, consumer }) => {
    const key = served.get(method);
    if (key === undefined) return [`${consumer} calls ${method}, which the definition does not have`];
    return typeof implementation[key] === 'function'
      ? []
      : [`${consumer} calls ${method}; the fake has no ${key}`];
  });
  return [...new Set(gaps)];
}

/** Starts the fake on a free port after checking it against the contracts. */
export async function startFake(
  provider: ServiceName,
  fake: FakeService,
  consumers: readonly string[],
  verifier: AccessTokenVerifier,
  logger: Logger,
): Promise<RunningGrpcServer> {
  const gaps = contractGaps(provider, fake, consumers);
  if (gaps.length > 0)
    throw new Error(`the fake ${provider} breaks its consumers' contracts:\n${gaps.join('\n')}`);
  return startGrpcServer({
    port: 0,
    logger,
    verifier: fake.verifier ?? verifier,
    services: [
      {
        definition: fake.definition,
        implementation: fake.implementation,
        ...(fake.publicMethods ? { publicMethods: fake.publicMethods } : {}),
      },
    ],
  });
}
