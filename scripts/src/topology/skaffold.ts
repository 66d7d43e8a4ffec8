import type { Manifest } from '@homeward/topology';

export const SKAFFOLD_FILE = 'skaffold.yaml';
export const SKAFFOLD_ARTIFACTS_MARKERS = {
  start: '# <artifacts: generated from components.yaml by `npm run topology:gen`>',
  end: '# </artifacts>',
};
export const SKAFFOLD_IMAGES_MARKERS = {
  start: '# <images: generated from components.yaml>',
  end: '# </images>',
};

/** build.artifacts: one image per component from the shared Dockerfile; the BFF's carries the SPA. */
export function renderSkaffoldArtifacts(manifest: Manifest): string {
  return Object.entries(manifest.components)
    .flatMap(([name, component]) => {
      const args =
        component.kind === 'bff' ? `{ COMPONENT: ${name}, WITH_SPA: 'true' }` : `{ COMPONENT: ${name} }`;
      return [
        `    - image: homeward/${name}`,
        '      context: .',
        '      docker:',
        '        dockerfile: Dockerfile',
        `        buildArgs: ${args}`,
      ];
    })
    .join('\n');
}

/** The chart's values that point each component at the image skaffold built (skaffold's IMAGE_* template keys). */
export function renderSkaffoldImages(manifest: Manifest): string {
  return Object.keys(manifest.components)
    .flatMap((name) => {
      const key = `homeward_${name.replace(/-/g, '_')}`;
      return [
        `          components.${name}.image.repository: '{{.IMAGE_REPO_${key}}}'`,
        `          components.${name}.image.tag: '{{.IMAGE_TAG_${key}}}@{{.IMAGE_DIGEST_${key}}}'`,
      ];
    })
    .join('\n');
}
