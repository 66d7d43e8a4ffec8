// skaffold.yaml: every artifact builds from an existing context and Dockerfile, the Helm release runs the images
// skaffold built, and the chart renders valid manifests under each profile. The artifacts and image values are
// generated from components.yaml (scripts/src/topology), so nothing here compares them with compose or the chart.
import fs from 'node:fs';
import { parse } from 'yaml';
import { crossReferenceErrors, schemaErrors } from './k8s-validate';
import { COMPONENT_NAMES } from '@homeward/topology';
import {
  artifactComponent,
  componentWorkspace,
  repoPath,
  type SkaffoldConfig,
  skaffoldConfig,
  withProfile,
} from './project';
import { CHART_DIR, find, RELEASE, renderChart } from './render';

const skaffold = skaffoldConfig();
const artifacts = skaffold.build.artifacts;

/** What `setValueTemplates` becomes once skaffold has built the images. */
function fakeBuiltImages(config: SkaffoldConfig): Record<string, string> {
  const release = config.deploy.helm.releases[0]!;
  const substituted: Record<string, string> = {};
  for (const [key, template] of Object.entries(release.setValueTemplates ?? {})) {
    substituted[key] = template.replace(
      /\{\{\s*\.IMAGE_(REPO|TAG|DIGEST)_(\w+)\s*\}\}/g,
      (_, part: string, name: string) => {
        if (part === 'REPO') return `kind.local/${name}`;
        if (part === 'TAG') return 'abc1234';
        return `sha256:${'0'.repeat(64)}`;
      },
    );
  }
  return substituted;
}

describe('skaffold.yaml', () => {
  it('uses the current v4 schema and one Helm release of the chart', () => {
    expect(skaffold.apiVersion).toMatch(/^skaffold\/v4beta\d+$/);
    expect(skaffold.kind).toBe('Config');
    expect(skaffold.deploy.helm.releases).toHaveLength(1);
    const release = skaffold.deploy.helm.releases[0]!;
    expect(release.name).toBe(RELEASE);
    expect(repoPath(release.chartPath)).toBe(CHART_DIR);
  });

  it('builds every artifact from an existing context, Dockerfile and component workspace', () => {
    for (const artifact of artifacts) {
      const dockerfile = repoPath(artifact.context, artifact.docker?.dockerfile ?? 'Dockerfile');
      expect({ image: artifact.image, dockerfile: fs.existsSync(dockerfile) }).toEqual({
        image: artifact.image,
        dockerfile: true,
      });
      const component = artifactComponent(artifact);
      expect({ image: artifact.image, workspace: component && componentWorkspace(component) }).toEqual({
        image: artifact.image,
        workspace: expect.any(String),
      });
    }
  });

  it('port-forwards the BFF Service on 8080', () => {
    const manifests = renderChart();
    const forward = skaffold.portForward?.find((f) => f.resourceName === 'homeward-bff');
    expect(forward).toMatchObject({ resourceType: 'service', port: 8080, localPort: 8080 });
    for (const f of skaffold.portForward ?? [])
      expect(find(manifests, 'Service', f.resourceName)).toBeDefined();
  });

  it('pairs with a kind cluster whose host ports 80/443 reach the ingress controller', () => {
    const kind = parse(fs.readFileSync(repoPath('k8s/kind-config.yaml'), 'utf8')) as {
      kind: string;
      apiVersion: string;
      nodes: {
        role: string;
        kubeadmConfigPatches?: string[];
        extraPortMappings?: { containerPort: number; hostPort: number }[];
      }[];
    };
    expect(kind).toMatchObject({ kind: 'Cluster', apiVersion: 'kind.x-k8s.io/v1alpha4' });
    const ingressNode = kind.nodes.find((node) =>
      node.kubeadmConfigPatches?.some((p) => p.includes('ingress-ready=true')),
    );
    expect(ingressNode?.extraPortMappings).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ containerPort: 80, hostPort: 80 }),
        expect.objectContaining({ containerPort: 443, hostPort: 443 }),
      ]),
    );
    const ingress = find(renderChart(), 'Ingress', 'homeward-bff').spec as { ingressClassName: string };
    expect(ingress.ingressClassName).toBe('nginx');
  });

  it('has a minimal and a debug profile', () => {
    expect(skaffold.profiles?.map((p) => p.name).sort()).toEqual(['debug', 'minimal']);
  });

  describe.each([undefined, 'minimal', 'debug'])('deployed with profile %s', (profile) => {
    const config = profile ? withProfile(skaffold, profile) : skaffold;
    const release = config.deploy.helm.releases[0]!;
    const images = fakeBuiltImages(config);
    const manifests = renderChart({
      set: { ...(release.setValues as Record<string, string | number | boolean>), ...images },
    });

    it('renders valid, consistent manifests', () => {
      expect(manifests.flatMap(schemaErrors)).toEqual([]);
      expect(crossReferenceErrors(manifests)).toEqual([]);
    });

    it('runs the images skaffold built', () => {
      for (const component of COMPONENT_NAMES) {
        const image = (
          find(manifests, 'Deployment', `homeward-${component}`).spec as {
            template: { spec: { containers: { image: string }[] } };
          }
        ).template.spec.containers[0]!.image;
        expect(image).toBe(
          `${images[`components.${component}.image.repository`]}:${images[`components.${component}.image.tag`]}`,
        );
      }
    });

    it('forwards only to Service ports the profile renders', () => {
      for (const forward of config.portForward ?? []) {
        const service = find(manifests, 'Service', forward.resourceName).spec as {
          ports: { port: number }[];
        };
        expect({
          forward: forward.resourceName,
          port: service.ports.some((p) => p.port === forward.port),
        }).toEqual({
          forward: forward.resourceName,
          port: true,
        });
      }
    });
  });
});
