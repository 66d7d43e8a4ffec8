// The chart's optional Keycloak (keycloak.enabled): off by default; on, a realm for Homeward with a confidential
// client whose only redirect is the BFF's callback, and identity configured with it as the provider "keycloak".
import { crossReferenceErrors, schemaErrors } from './k8s-validate';
import { renderChart, renderError, type Manifest } from './render';

const ON = {
  'keycloak.enabled': true,
  'keycloak.publicUrl': 'https://sso.example.com',
  appBaseUrl: 'https://homeward.example.com',
};

type Container = {
  name: string;
  image: string;
  env?: { name: string; value?: string; valueFrom?: unknown }[];
};
const containersOf = (manifest: Manifest) =>
  (manifest.spec as { template: { spec: { containers: Container[] } } }).template.spec.containers;
const find = (manifests: Manifest[], kind: string, name: string) =>
  manifests.find((manifest) => manifest.kind === kind && manifest.metadata.name === name);

describe('the optional Keycloak', () => {
  it('is not rendered by default, and identity has no provider then', () => {
    const manifests = renderChart();
    expect(manifests.filter((manifest) => manifest.metadata.name.includes('keycloak'))).toEqual([]);
    const identity = containersOf(find(manifests, 'Deployment', 'homeward-identity')!)[0]!;
    expect(identity.env?.map((entry) => entry.name)).not.toContain('OIDC_PROVIDERS');
  });

  it('needs the URL where browsers and identity reach it', () => {
    expect(renderError({ set: { 'keycloak.enabled': true } })).toMatch(/keycloak.publicUrl is required/);
  });

  describe('when enabled', () => {
    const manifests = renderChart({ set: ON });

    it('renders valid, cross-referenced manifests with the pinned image', () => {
      expect(manifests.flatMap(schemaErrors)).toEqual([]);
      expect(crossReferenceErrors(manifests)).toEqual([]);
      const [keycloak] = containersOf(find(manifests, 'Deployment', 'homeward-keycloak')!);
      expect(keycloak!.image).toMatch(/^quay\.io\/keycloak\/keycloak:\d+\.\d+\.\d+$/);
      expect(find(manifests, 'Secret', 'homeward-keycloak')!.data).toEqual({
        ADMIN_USERNAME: Buffer.from('admin').toString('base64'),
        ADMIN_PASSWORD: expect.any(String),
        CLIENT_SECRET: expect.any(String),
      });
    });

    it('imports a "homeward" realm whose confidential client only redirects to the BFF callback', () => {
      const realm = JSON.parse(
        find(manifests, 'ConfigMap', 'homeward-keycloak-realm')!.data!['homeward-realm.json']!,
      );
      expect(realm).toMatchObject({ realm: 'homeward', enabled: true, verifyEmail: true });
      expect(realm.clients).toEqual([
        expect.objectContaining({
          clientId: 'homeward-bff',
          publicClient: false,
          secret: '${HOMEWARD_CLIENT_SECRET}',
          standardFlowEnabled: true,
          implicitFlowEnabled: false,
          directAccessGrantsEnabled: false,
          redirectUris: ['https://homeward.example.com/api/auth/oidc/keycloak/callback'],
          attributes: { 'pkce.code.challenge.method': 'S256' },
        }),
      ]);
    });

    it("points identity at the realm, with the client secret from Keycloak's Secret", () => {
      const identity = containersOf(find(manifests, 'Deployment', 'homeward-identity')!)[0]!;
      const env = Object.fromEntries(
        (identity.env ?? []).map((entry) => [entry.name, entry.value ?? entry.valueFrom]),
      );
      expect(env).toMatchObject({
        OIDC_PROVIDERS: 'keycloak',
        OIDC_KEYCLOAK_ISSUER: 'https://sso.example.com/realms/homeward',
        OIDC_KEYCLOAK_CLIENT_ID: 'homeward-bff',
        OIDC_KEYCLOAK_DISPLAY_NAME: 'Keycloak',
        OIDC_KEYCLOAK_REDIRECT_URI: 'https://homeward.example.com/api/auth/oidc/keycloak/callback',
        OIDC_KEYCLOAK_CLIENT_SECRET: { secretKeyRef: { name: 'homeward-keycloak', key: 'CLIENT_SECRET' } },
      });
    });
  });
});
