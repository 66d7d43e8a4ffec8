import type { Migration } from '@homeward/kit';

/**
 * Costs a buyer can trust (issue 23): the property's state, captured when the upload URL is made (the property is
 * fetched then with the buyer's token, which a background analysis does not have), so typical costs are priced for
 * the area; and whose figure an issue's estimate is: the inspector's own, or the cost table's typical range.
 */
export const addCostSources: Migration = {
  name: 'inspection_analyzer_004_cost_sources',
  async up(db) {
    await db.schema.alterTable('home_inspections', (table) => {
      // two letters (BEA's 50 states and DC); null when the property's address did not say
      table.text('property_state');
    });
    await db.schema.alterTable('home_inspection_issues', (table) => {
      // 'inspector' | 'typical'; null for estimates stored before the column (they were typical)
      table.text('estimated_cost_source');
    });
    await db.raw(`
      alter table home_inspection_issues
        add constraint home_inspection_issues_cost_source_check
          check (estimated_cost_source in ('inspector', 'typical'))
    `);
  },
  async down(db) {
    await db.schema.alterTable('home_inspection_issues', (table) => {
      table.dropColumn('estimated_cost_source');
    });
    await db.schema.alterTable('home_inspections', (table) => {
      table.dropColumn('property_state');
    });
  },
};
