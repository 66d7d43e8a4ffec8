import type { Manifest } from '@homeward/topology';

/**
 * A bucket reaches the chart and compose through the storage Secret its component reads (one of its
 * integrations): the key of the chart's `objectStorage:` values that names it, and the variable MinIO's setup
 * script (helm/homeward/files/minio/setup.sh, run by the chart's Job and compose's minio-buckets) creates it and
 * that Secret's user from. A new storage integration needs an entry here, the chart's values and a block in setup.sh.
 */
export const STORAGE_INTEGRATIONS: Readonly<Record<string, { chartValue: string; setupVariable: string }>> = {
  objectStorage: { chartValue: 'bucket', setupVariable: 'BUCKET' },
  documentStorage: { chartValue: 'documentsBucket', setupVariable: 'DOCUMENTS_BUCKET' },
};

export interface OwnedBucket {
  component: string;
  bucket: string;
  integration: string;
  chartValue: string;
  setupVariable: string;
}

/** Every component's bucket, with the storage integration it is reached through; throws when that is not one. */
export function ownedBuckets(manifest: Manifest): OwnedBucket[] {
  return Object.entries(manifest.components).flatMap(([component, { bucket, integrations }]) => {
    if (!bucket) return [];
    const storage = integrations.filter((integration) => Object.hasOwn(STORAGE_INTEGRATIONS, integration));
    if (storage.length !== 1)
      throw new Error(
        `${component} has a bucket, so it reads exactly one storage integration (${Object.keys(STORAGE_INTEGRATIONS).join(' or ')}); it reads ${storage.length}`,
      );
    const integration = storage[0]!;
    return [{ component, bucket, integration, ...STORAGE_INTEGRATIONS[integration]! }];
  });
}
