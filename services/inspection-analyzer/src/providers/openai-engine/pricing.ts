// What a call costs, for the cost metric. Prices are list prices in US dollars per 1 million tokens from
// https://openai.com/api/pricing (standard tier, uncached input), checked 2025; they change, so a deployment can
// override them (OPENAI_INPUT_PRICE_PER_1M / OPENAI_OUTPUT_PRICE_PER_1M) and a model missing here costs nothing in
// the metric until it is priced. A self-hosted OpenAI-compatible server is priced at 0 by configuration.

export interface TokenPrices {
  /** USD per 1M prompt tokens. */
  inputPerMillion: number;
  /** USD per 1M completion tokens. */
  outputPerMillion: number;
}

const PRICE_TABLE: Record<string, TokenPrices> = {
  'gpt-5': { inputPerMillion: 1.25, outputPerMillion: 10 },
  'gpt-5-mini': { inputPerMillion: 0.25, outputPerMillion: 2 },
  'gpt-5-nano': { inputPerMillion: 0.05, outputPerMillion: 0.4 },
  'gpt-4.1': { inputPerMillion: 2, outputPerMillion: 8 },
  'gpt-4.1-mini': { inputPerMillion: 0.4, outputPerMillion: 1.6 },
  'gpt-4.1-nano': { inputPerMillion: 0.1, outputPerMillion: 0.4 },
  'gpt-4o': { inputPerMillion: 2.5, outputPerMillion: 10 },
  'gpt-4o-mini': { inputPerMillion: 0.15, outputPerMillion: 0.6 },
};

/**
 * Prices of a model: the override when configured, else the table row whose name is the longest prefix of the
 * model (dated snapshots such as `gpt-4o-mini-2024-07-18` cost what `gpt-4o-mini` costs), else undefined.
 */
export function pricesFor(model: string, override?: TokenPrices): TokenPrices | undefined {
  if (override) return override;
  const name = model.toLowerCase();
  const match = Object.keys(PRICE_TABLE)
    .filter((known) => name === known || name.startsWith(`${known}-`))
    .sort((a, b) => b.length - a.length)[0];
  return match ? PRICE_TABLE[match] : undefined;
}

export function costUsd(
  prices: TokenPrices,
  usage: { promptTokens: number; completionTokens: number },
): number {
  return (
    (usage.promptTokens * prices.inputPerMillion + usage.completionTokens * prices.outputPerMillion) /
    1_000_000
  );
}
