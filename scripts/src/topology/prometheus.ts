import type { Manifest } from '@homeward/topology';

export const PROMETHEUS_FILE = 'deploy/prometheus/prometheus.yml';
export const PROMETHEUS_MARKERS = {
  start: '# <components: generated from components.yaml by `npm run topology:gen`>',
  end: '# </components>',
};

/** compose's scrape jobs: job = component name (as the chart's ServiceMonitors give), target its ops port. */
export function renderPrometheusJobs(manifest: Manifest): string {
  return Object.entries(manifest.components)
    .flatMap(([name, component]) => [
      `  - job_name: ${name}`,
      `    static_configs: [{ targets: ['${name}:${component.ports.ops}'] }]`,
    ])
    .join('\n');
}
