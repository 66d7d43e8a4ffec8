import type { Migration } from '@homeward/kit';

/**
 * What the OpenAI engine may spend, held in the database so every replica and a restart see the same figures:
 * tokens per report (every analysis run of it, retries included) and per user per UTC day (analyses and explains),
 * the "Retry analysis" count per report, and the claim that lets one explain call per issue reach the engine.
 */
export const createLlmBudgets: Migration = {
  name: 'inspection_analyzer_003_llm_budgets',
  async up(db) {
    await db.schema.createTable('report_budgets', (table) => {
      table
        .uuid('home_inspection_id')
        .primary()
        .references('id')
        .inTable('home_inspections')
        .onDelete('CASCADE');
      table.text('auth_user_id').notNullable();
      // reported by the provider; a call in flight holds its worst case here until its answer says what it used
      table.bigInteger('tokens_used').notNullable().defaultTo(0);
      table.double('cost_usd').notNullable().defaultTo(0);
      // "Retry analysis" calls accepted so far
      table.integer('retries').notNullable().defaultTo(0);
    });
    await db.schema.createTable('user_daily_budgets', (table) => {
      table.text('auth_user_id').notNullable();
      // the UTC day the tokens were spent on
      table.date('day').notNullable();
      table.bigInteger('tokens_used').notNullable().defaultTo(0);
      table.double('cost_usd').notNullable().defaultTo(0);
      table.primary(['auth_user_id', 'day']);
    });
    await db.schema.createTable('issue_explain_claims', (table) => {
      table.uuid('issue_id').primary().references('id').inTable('home_inspection_issues').onDelete('CASCADE');
      table.text('auth_user_id').notNullable();
      // which call holds the claim: only it renews or releases it
      table.uuid('claim_token').notNullable();
      // renewed while the engine call runs; a holder that died stops renewing and the claim lapses
      table.timestamp('claimed_until', { useTz: true }).notNullable();
    });
  },
  async down(db) {
    await db.schema.dropTableIfExists('issue_explain_claims');
    await db.schema.dropTableIfExists('user_daily_budgets');
    await db.schema.dropTableIfExists('report_budgets');
  },
};
