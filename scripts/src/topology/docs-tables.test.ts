import {
  renderComponentNeeds,
  renderDatabaseKeys,
  renderDatabaseSecret,
  renderReadmeComponents,
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

  it('names only the components with a database as needing a DATABASE_URL key, in the list and the example', () => {
    expect(renderDatabaseKeys(manifest)).toBe('`shop`');
    const secret = renderDatabaseSecret(manifest);
    expect(secret).toContain("--from-literal=shop='postgres://shop:...@db.internal:5432/shop'");
    expect(secret).not.toContain('till');
  });

  it('tells a deployer each component’s database, bucket, Secrets, callees, third parties and topics', () => {
    expect(rows(renderComponentNeeds(manifest))).toEqual([
      '| shop | `shop` | `homeward-shelves` | `supplier` | — | `supplier` | produces `shop.stocked`; consumes — |',
      '| till | — | — | — | `shop` | — | produces —; consumes `shop.stocked` |',
      '| bff | — | — | `session` | `shop`, `till` | — | produces —; consumes — |',
    ]);
  });
});
