import type { Document } from 'yaml';
import type { Manifest } from '@homeward/topology';
import {
  CHART_BUCKETS_MARKERS,
  CHART_VALUES_FILE,
  CHART_VALUES_MARKERS,
  renderChartBuckets,
  renderChartComponents,
} from './chart-values';
import {
  COMPOSE_BUCKETS_MARKERS,
  COMPOSE_DATABASE_CHECK_MARKERS,
  COMPOSE_DATABASES_MARKERS,
  renderComposeBuckets,
  renderComposeDatabaseCheck,
  renderComposeDatabases,
} from './compose-infrastructure';
import { COMPOSE_FILE, COMPOSE_SERVICES_MARKERS, renderComposeServices } from './compose-services';
import {
  DEPLOY_COMPONENTS_MARKERS,
  DEPLOY_DATABASE_SECRET_MARKERS,
  DEPLOY_DATABASES_MARKERS,
  DEPLOY_DOC,
  README_FILE,
  README_BUCKETS_MARKERS,
  README_MARKERS,
  README_PORTS_MARKERS,
  renderComponentNeeds,
  renderDatabaseKeys,
  renderDatabaseSecret,
  renderReadmeBuckets,
  renderReadmeComponents,
  renderReadmePorts,
} from './docs-tables';
import { DOCKERFILE, DOCKERFILE_MARKERS, renderDockerfileManifests } from './dockerfile-manifests';
import { PROMETHEUS_FILE, PROMETHEUS_MARKERS, renderPrometheusJobs } from './prometheus';
import {
  renderSkaffoldArtifacts,
  renderSkaffoldImages,
  SKAFFOLD_ARTIFACTS_MARKERS,
  SKAFFOLD_FILE,
  SKAFFOLD_IMAGES_MARKERS,
} from './skaffold';
import { renderTypedManifest, TYPED_MANIFEST_FILE } from './typed-manifest';

/** What a render may read: the manifest, its YAML document (for its comments) and the repository's root. */
export interface RenderContext {
  manifest: Manifest;
  source: Document;
  root: string;
}

/**
 * A file written from the manifest: whole (`render`), or the part between two marker lines of a hand-kept file.
 * One path may appear several times, once per marked region.
 */
export interface GeneratedFile {
  /** Repository-relative path. */
  path: string;
  render(manifest: Manifest, context: RenderContext): string;
  /**
   * When set, only the lines between these two markers are generated; the rest of the file is kept. `inline`: the
   * text between them on one line (a markdown table's cell, where a marker line would end the table).
   */
  between?: { start: string; end: string; inline?: boolean };
  /** false for a file prettier has no parser for (the Dockerfile): kept as spliced. */
  prettier?: false;
}

/** Every file generated from components.yaml. */
export const GENERATED_FILES: readonly GeneratedFile[] = [
  { path: TYPED_MANIFEST_FILE, render: renderTypedManifest },
  { path: COMPOSE_FILE, render: renderComposeDatabases, between: COMPOSE_DATABASES_MARKERS },
  { path: COMPOSE_FILE, render: renderComposeDatabaseCheck, between: COMPOSE_DATABASE_CHECK_MARKERS },
  { path: COMPOSE_FILE, render: renderComposeBuckets, between: COMPOSE_BUCKETS_MARKERS },
  { path: COMPOSE_FILE, render: renderComposeServices, between: COMPOSE_SERVICES_MARKERS },
  { path: SKAFFOLD_FILE, render: renderSkaffoldArtifacts, between: SKAFFOLD_ARTIFACTS_MARKERS },
  { path: SKAFFOLD_FILE, render: renderSkaffoldImages, between: SKAFFOLD_IMAGES_MARKERS },
  { path: CHART_VALUES_FILE, render: renderChartComponents, between: CHART_VALUES_MARKERS },
  { path: CHART_VALUES_FILE, render: renderChartBuckets, between: CHART_BUCKETS_MARKERS },
  { path: PROMETHEUS_FILE, render: renderPrometheusJobs, between: PROMETHEUS_MARKERS },
  { path: README_FILE, render: renderReadmeComponents, between: README_MARKERS },
  { path: README_FILE, render: renderReadmePorts, between: README_PORTS_MARKERS },
  { path: README_FILE, render: renderReadmeBuckets, between: README_BUCKETS_MARKERS },
  { path: DEPLOY_DOC, render: renderDatabaseKeys, between: DEPLOY_DATABASES_MARKERS },
  { path: DEPLOY_DOC, render: renderComponentNeeds, between: DEPLOY_COMPONENTS_MARKERS },
  { path: DEPLOY_DOC, render: renderDatabaseSecret, between: DEPLOY_DATABASE_SECRET_MARKERS },
  { path: DOCKERFILE, render: renderDockerfileManifests, between: DOCKERFILE_MARKERS, prettier: false },
];
