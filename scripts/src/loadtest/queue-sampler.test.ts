import { sumMetric } from './queue-sampler';

const EXPOSITION = `# HELP homeward_kafka_consumer_lag Messages behind the partition's end
# TYPE homeward_kafka_consumer_lag gauge
homeward_kafka_consumer_lag{group="homeward.inspection-analyzer",topic="inspection.uploaded",partition="0"} 3
homeward_kafka_consumer_lag{group="homeward.inspection-analyzer",topic="inspection.uploaded",partition="1"} 2
homeward_kafka_consumer_lag{group="homeward.inspection-analyzer",topic="property.deleted",partition="0"} 40
homeward_kafka_consumer_lag_total 99
homeward_inspection_analysis_jobs_waiting 7
`;

describe('reading the analyzer metrics', () => {
  it('sums the series of one topic', () => {
    expect(sumMetric(EXPOSITION, 'homeward_kafka_consumer_lag', 'topic="inspection.uploaded"')).toBe(5);
  });

  it('does not mistake a metric that shares the prefix, and reads unlabelled series', () => {
    expect(sumMetric(EXPOSITION, 'homeward_kafka_consumer_lag')).toBe(45);
    expect(sumMetric(EXPOSITION, 'homeward_inspection_analysis_jobs_waiting')).toBe(7);
  });

  it('reads nothing from an empty exposition', () => {
    expect(sumMetric('', 'homeward_inspection_analysis_jobs_waiting')).toBe(0);
  });
});
