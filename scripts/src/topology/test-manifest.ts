// A small manifest for the renderers' tests: two services (one with a database and a bucket, one calling it) and
// the BFF calling both.
import { parseDocument } from 'yaml';
import { parseManifest } from '@homeward/topology';
import type { RenderContext } from './generated-files';

export const TEST_MANIFEST_TEXT = `
components:
  shop:
    kind: service
    summary: the shop's shelves and prices
    ports: { grpc: 50100, ops: 9200 }
    database: shop
    bucket: homeward-shelves
    produces: [shop.stocked]
    consumes: []
    calls: []
    egress: [supplier]
    # SUPPLIER_KEY from secrets.supplier.
    integrations: [supplier, objectStorage]
    config: [SUPPLIER_KEY]
    resources:
      limits: { memory: 1Gi }
    chart:
      env:
        # Shelves per aisle.
        SHELF_COUNT: '12'
    compose:
      environment:
        # The sample key.
        SUPPLIER_KEY: '*supplier-key'
        SHELF_COUNT: '3'
      dependsOn: { mailpit: service_healthy }
  till:
    kind: service
    summary: the till's receipts
    ports: { grpc: 50101, ops: 9201 }
    produces: []
    consumes: [shop.stocked]
    # shop: the prices.
    calls: [shop]
    egress: []
    integrations: []
    config: []
  bff:
    kind: bff
    summary: the browser's one API
    ports: { http: 8080, ops: 9208 }
    produces: []
    consumes: []
    calls: [shop, till]
    egress: []
    integrations: [session]
    config: []
    chart:
      replicas: 2
`;

export function testContext(text = TEST_MANIFEST_TEXT): RenderContext {
  return { manifest: parseManifest(text), source: parseDocument(text), root: '/nowhere' };
}
