// identity as a package: what the stack and other services' integration tests start it with.
export { loadIdentityConfig, type IdentityConfig } from './config';
export { JWKS_PATH, startIdentityService, type RunningService } from './service';
