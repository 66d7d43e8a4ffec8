import {
  renderComponentNeeds,
  renderDatabaseKeys,
  renderDatabaseSecret,
  renderReadmeBuckets,
  renderReadmeComponents,
  renderReadmePorts,
} from './docs-tables';
import { testContext } from './test-manifest';

const { manifest } = testContext();
const rows = (table: string) => table.trim().split('\n').slice(2);

describe('the docs’ tables rendered from the manifest', () => {
  it('gives the README a row per component: its folder and what it owns', () => {
    expect(rows(renderReadmeComponents(manifest))).toEqual([
      "| shop | `services/shop` | the shop's shelves and prices |",
      "| till | `services/till` | the till's receipts |",
      "| BFF | `bff` | the browser's one API |",
    ]);
  });

  it('gives the README each component’s ports, entry point and README, the BFF with no gRPC port', () => {
    const [shop, , bff] = rows(renderReadmePorts(manifest));
    expect(shop).toBe(
      '| shop | 50100 | 9200 (`/metrics`, `/healthz`, `/readyz`) | `services/shop/src/main.ts` | [shop](services/shop/README.md) |',
    );
    expect(bff).toMatch(
      /^\| BFF \| — \| 8080 \(API, .*: 9208 in compose and the chart\) \| `bff\/src\/main.ts` \|/,
    );
    expect(renderReadmeBuckets(manifest)).toBe('`homeward-shelves`');
  });

  it('names only the components with a database as needing a DATABASE_URL key, in the list and the example', () => {
    expect(renderDatabaseKeys(manifest)).toBe('`shop`');
    const secret = renderDatabaseSecret(manifest);
    expect(secret).toContain("--from-literal=shop='postgres://shop:...@db.internal:5432/shop'");
    expect(secret).not.toContain('till');
  });

  it('tells a deployer each component’s database, bucket, Secrets, callees, third parties and topics', () => {
    expect(rows(renderComponentNeeds(manifest))).toEqual([
      '| shop | `shop` | `homeward-shelves` | `supplier`, `objectStorage` | — | `supplier` | produces `shop.stocked`; consumes — |',
      '| till | — | — | — | `shop` | — | produces —; consumes `shop.stocked` |',
      '| bff | — | — | `session` | `shop`, `till` | — | produces —; consumes — |',
    ]);
  });
});
