import { exitCodeOf, formatReport, type ComponentResult } from './report';

const ok = (
  component: ComponentResult['component'],
  sizeBytes: number,
  buildSeconds: number,
): ComponentResult => ({
  component,
  image: `homeward/${component}:local`,
  sizeBytes,
  buildSeconds,
  build: { status: 'ok' },
  healthz: { status: 'ok' },
});

describe('the images report', () => {
  it('gives each component its image, size, build time and /healthz outcome', () => {
    const report = formatReport(
      [ok('identity', 181_400_000, 42.4), ok('bff', 210_000_000, 95.6)],
      'homeward/node-base:24.22.3',
    );
    expect(report.split('\n')).toEqual([
      '[images] built FROM homeward/node-base:24.22.3',
      'component  image                    size    build  healthz',
      'identity   homeward/identity:local  181 MB  42 s   ok',
      'bff        homeward/bff:local       210 MB  96 s   ok',
    ]);
  });

  it("shows a failure's reason and last log lines under the table", () => {
    const results: ComponentResult[] = [
      {
        ...ok('payment', 150_000_000, 30),
        healthz: {
          status: 'failed',
          reason: 'the container exited',
          logTail: ['{"level":60,"msg":"invalid configuration"}'],
        },
      },
      {
        component: 'tour',
        image: 'homeward/tour:local',
        buildSeconds: 12,
        build: { status: 'failed', reason: 'docker build (see tour.build.log)', logTail: ['npm error 404'] },
        healthz: { status: 'not checked', reason: 'no image' },
      },
    ];
    const report = formatReport(results, 'node:24.22.3-bookworm-slim');
    expect(report).toContain('tour       homeward/tour:local     -       failed  not checked');
    expect(report).toContain(
      'payment healthz failed: the container exited\n  | {"level":60,"msg":"invalid configuration"}',
    );
    expect(report).toContain('tour build failed: docker build (see tour.build.log)\n  | npm error 404');
    expect(exitCodeOf(results)).toBe(1);
  });

  it('exits 0 only when every image built and answered, or was not asked to (--build-only)', () => {
    expect(exitCodeOf([ok('identity', 1, 1)])).toBe(0);
    expect(
      exitCodeOf([{ ...ok('identity', 1, 1), healthz: { status: 'not checked', reason: 'build only' } }]),
    ).toBe(0);
    expect(
      exitCodeOf([{ ...ok('identity', 1, 1), healthz: { status: 'failed', reason: 'x', logTail: [] } }]),
    ).toBe(1);
  });
});
