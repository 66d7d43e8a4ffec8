import { estimateAnalysisSeconds, isLongAnalysis } from './long-analysis';

const policy = { secondsPerMegabyte: 6, thresholdSeconds: 120 };
const MB = 1024 * 1024;

describe('the long-analysis estimate', () => {
  it('is the report size alone on an empty queue', () => {
    expect(
      estimateAnalysisSeconds(
        { sizeBytes: 10 * MB, queueDepth: 0, averageAnalysisSeconds: 30, workers: 1 },
        policy,
      ),
    ).toBe(60);
    expect(
      isLongAnalysis({ sizeBytes: 10 * MB, queueDepth: 0, averageAnalysisSeconds: 30, workers: 1 }, policy),
    ).toBe(false);
  });

  it('adds the wait for the queue ahead, shared by the workers', () => {
    const queued = { sizeBytes: MB, queueDepth: 8, averageAnalysisSeconds: 30, workers: 1 };
    expect(estimateAnalysisSeconds(queued, policy)).toBe(6 + 240);
    expect(isLongAnalysis(queued, policy)).toBe(true);
    expect(estimateAnalysisSeconds({ ...queued, workers: 4 }, policy)).toBe(6 + 60);
    expect(isLongAnalysis({ ...queued, workers: 4 }, policy)).toBe(false);
  });

  it('is long only past the threshold, and a big report is long on its own', () => {
    expect(
      isLongAnalysis({ sizeBytes: 20 * MB, queueDepth: 0, averageAnalysisSeconds: 0, workers: 1 }, policy),
    ).toBe(false);
    expect(
      isLongAnalysis({ sizeBytes: 21 * MB, queueDepth: 0, averageAnalysisSeconds: 0, workers: 1 }, policy),
    ).toBe(true);
  });

  it('treats nonsense inputs as the least they can mean', () => {
    expect(
      estimateAnalysisSeconds(
        { sizeBytes: 0, queueDepth: -3, averageAnalysisSeconds: 30, workers: 0 },
        policy,
      ),
    ).toBe(0);
  });
});
