import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parse } from 'yaml';
import { renderDockerfileManifests } from './dockerfile-manifests';
import { renderPrometheusJobs } from './prometheus';
import { renderSkaffoldArtifacts, renderSkaffoldImages } from './skaffold';
import { testContext } from './test-manifest';

const { manifest } = testContext();

describe('skaffold.yaml from the manifest', () => {
  it('builds one image per component, the BFF’s with the SPA', () => {
    const artifacts = parse(renderSkaffoldArtifacts(manifest)) as {
      image: string;
      docker: { buildArgs: Record<string, string> };
    }[];
    expect(artifacts.map(({ image, docker }) => [image, docker.buildArgs])).toEqual([
      ['homeward/shop', { COMPONENT: 'shop' }],
      ['homeward/till', { COMPONENT: 'till' }],
      ['homeward/bff', { COMPONENT: 'bff', WITH_SPA: 'true' }],
    ]);
  });

  it('points each component’s image values at skaffold’s template keys, dashes as underscores', () => {
    const manifestWithDash = testContext(
      `components:\n  gift-shop:\n    kind: service\n    summary: gifts by the door\n    ports: { grpc: 50100, ops: 9200 }\n    produces: []\n    consumes: []\n    calls: []\n    egress: []\n    integrations: []\n    config: []\n`,
    ).manifest;
    expect(parse(renderSkaffoldImages(manifestWithDash))).toEqual({
      'components.gift-shop.image.repository': '{{.IMAGE_REPO_homeward_gift_shop}}',
      'components.gift-shop.image.tag':
        '{{.IMAGE_TAG_homeward_gift_shop}}@{{.IMAGE_DIGEST_homeward_gift_shop}}',
    });
  });
});

describe('Prometheus’ compose jobs from the manifest', () => {
  it('scrapes each component on its ops port, job = its name', () => {
    expect(parse(renderPrometheusJobs(manifest))).toEqual([
      { job_name: 'shop', static_configs: [{ targets: ['shop:9200'] }] },
      { job_name: 'till', static_configs: [{ targets: ['till:9201'] }] },
      { job_name: 'bff', static_configs: [{ targets: ['bff:9208'] }] },
    ]);
  });
});

describe('the Dockerfile’s package.json copies', () => {
  it('copies every workspace of the root package.json, in its order', () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'homeward-topology-'));
    try {
      fs.writeFileSync(
        path.join(root, 'package.json'),
        JSON.stringify({ workspaces: ['protos', 'services/shop'] }),
      );
      expect(renderDockerfileManifests(manifest, { ...testContext(), root })).toBe(
        'COPY protos/package.json protos/\nCOPY services/shop/package.json services/shop/',
      );
    } finally {
      fs.rmSync(root, { recursive: true, force: true });
    }
  });
});
