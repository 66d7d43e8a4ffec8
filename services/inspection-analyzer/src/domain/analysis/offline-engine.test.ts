import { createOfflineEngine, analyzeReport } from './offline-engine';
import {
  HOMEGAUGE_SAMPLE,
  NARRATIVE_SAMPLE,
  PLAIN_SAMPLE,
  TREC_SAMPLE,
  report,
} from './sample-reports.test-data';

const titles = (r: Parameters<typeof analyzeReport>[0]) =>
  analyzeReport(r).findings.map((f) => `${f.severity}: ${f.title}`);

describe('offline engine on a TREC REI 7-6 report', () => {
  const analysis = analyzeReport(TREC_SAMPLE);

  it('reports the deficient items, numbered or not, and the not-inspected note', () => {
    expect(titles(TREC_SAMPLE).sort()).toEqual(
      [
        'critical: Diagonal crack runs through the garage slab',
        'critical: Kitchen Receptacles',
        'moderate: Damaged Shingles',
        'minor: Loose Cover Plate',
        'informational: Sprinkler system not inspected',
      ].sort(),
    );
  });

  it('raises nothing from the preamble, the legend, the footers or items marked only I or NP', () => {
    const text = analysis.findings.map((f) => `${f.title} ${f.description}`).join('\n');
    expect(text).not.toMatch(
      /inspection is a visual survey|not a code inspection|Promulgated|I=Inspected|Page \d/i,
    );
    expect(text).not.toMatch(/furnace responded|swimming pool/i);
  });

  it('keeps the section, the trade and the page of each finding', () => {
    const gfci = analysis.findings.find((f) => f.title === 'Kitchen Receptacles')!;
    expect(gfci).toMatchObject({
      section: 'Electrical Systems: Branch Circuits, Connected Devices, and Fixtures',
      trade: 'licensed electrician',
      costKey: 'gfci',
      page: 3,
    });
  });

  it('counts what the inspector says works and items marked I without a deficiency as strengths', () => {
    expect(analysis.summary.strengths).toEqual([
      'Heating Equipment: The furnace responded to the thermostat.',
      'Grading and Drainage showed no deficiencies',
    ]);
    expect(analysis.summary.strengths.join(' ')).not.toMatch(/Foundations|Irrigation|Swimming/);
  });
});

describe('offline engine on a Spectora / InterNACHI narrative report', () => {
  const analysis = analyzeReport(NARRATIVE_SAMPLE);

  it('reads CAPS titles and category lines and skips the agreement and definitions', () => {
    expect(titles(NARRATIVE_SAMPLE).sort()).toEqual(
      [
        'critical: Missing GFCI at Bathroom',
        'critical: TPR Discharge Pipe Missing',
        'major: Roof at End of Service Life',
        'minor: Slow Drain at Hall Sink',
        'informational: Roof viewed from the ground only',
      ].sort(),
    );
  });

  it('keeps the action line under the closing "Recommendation" label in the finding', () => {
    const roof = analysis.findings.find((f) => f.title === 'Roof at End of Service Life')!;
    expect(roof.description).toMatch(/Contact a qualified roofing professional/);
    expect(roof.trade).toBe('roofing contractor');
  });

  it('names a section with no finding among the strengths', () => {
    expect(analysis.summary.strengths).toContain('Heating showed no deficiencies');
    expect(analysis.summary.strengths.join(' ')).not.toMatch(/Roof|Electrical|Plumbing/);
  });
});

describe('offline engine on a HomeGauge report with a separate Summary', () => {
  it('counts the items the Summary repeats once', () => {
    expect(titles(HOMEGAUGE_SAMPLE).sort()).toEqual(
      [
        'major: Water heater leaks at the drain valve',
        'moderate: Several shingles missing at the ridge',
      ].sort(),
    );
  });

  it('leaves descriptive comments of a rated item out', () => {
    expect(
      analyzeReport(HOMEGAUGE_SAMPLE)
        .findings.map((f) => f.description)
        .join(' '),
    ).not.toMatch(/12 years old/);
  });

  it('names the items rated IN only as strengths', () => {
    expect(analyzeReport(HOMEGAUGE_SAMPLE).summary.strengths).toEqual(
      expect.arrayContaining([
        'Flashings showed no deficiencies',
        'Drain, Waste and Vent Systems showed no deficiencies',
      ]),
    );
  });
});

describe('offline engine on text with no recognisable layout', () => {
  it('keeps the paragraphs that describe defects and drops the ones about the inspection', () => {
    expect(titles(PLAIN_SAMPLE)).toEqual([
      'critical: Dryer vent clogged with lint, a fire hazard',
      'moderate: Roof shingles worn and several are missing on the north slope',
    ]);
  });

  it('returns no finding and a plain recommendation for a report with nothing wrong', () => {
    const clean = analyzeReport(report(['1. Roofing\n\nThe roof covering appeared serviceable.\n']));
    expect(clean.findings).toEqual([]);
    expect(clean.summary.final_recommendation).toMatch(/^Proceed/);
    expect(clean.actionable_next_steps).toHaveLength(1);
  });
});

describe('createOfflineEngine', () => {
  it('implements the port: analyze, then explain a finding it returned', async () => {
    const engine = createOfflineEngine();
    expect(engine.name).toBe('offline');
    const analysis = await engine.analyze(TREC_SAMPLE);
    const shingles = analysis.findings.find((f) => f.title === 'Damaged Shingles')!;
    const details = await engine.explain(shingles, { summary: analysis.summary });
    expect(details.estimated_fix_price_range).toEqual({ from: 150, to: 1000 });
    expect(details.recommended_actions.join(' ')).toMatch(/roofing contractor/);
  });

  it('is deterministic', async () => {
    const engine = createOfflineEngine();
    expect(await engine.analyze(NARRATIVE_SAMPLE)).toEqual(await engine.analyze(NARRATIVE_SAMPLE));
  });

  it('orders findings from critical to informational', () => {
    const order = ['critical', 'major', 'moderate', 'minor', 'informational'];
    const ranks = analyzeReport(TREC_SAMPLE).findings.map((f) => order.indexOf(f.severity));
    expect(ranks).toEqual([...ranks].sort((a, b) => a - b));
  });
});
