import { OptionsError, parseOptions } from './options';

describe('load test options', () => {
  it('defaults to a short local run with both phases', () => {
    expect(parseOptions([])).toEqual({
      reports: 12,
      sizes: ['small', 'medium', 'large'],
      concurrency: 3,
      twoReplicas: true,
      timeoutS: 600,
    });
  });

  it('reads a run against a cluster', () => {
    const options = parseOptions([
      '--target',
      'https://homeward.example.com/',
      '--email',
      'load@example.com',
      '--password',
      'Secret-123',
      '--metrics-url',
      'http://analyzer:9105/metrics',
      '--reports',
      '200',
      '--sizes',
      'large',
      '--concurrency',
      '20',
    ]);
    expect(options).toMatchObject({
      target: 'https://homeward.example.com',
      reports: 200,
      sizes: ['large'],
      concurrency: 20,
      metricsUrl: 'http://analyzer:9105/metrics',
    });
  });

  it.each([
    [['--reports', '0'], '--reports must be a whole number'],
    [['--concurrency', 'many'], '--concurrency must be a whole number'],
    [['--sizes', 'huge'], 'unknown: huge'],
    [['--target', 'ftp://x'], '--target must be an http(s) URL'],
    [['--target', 'http://x'], '--target needs --email and --password'],
    [['--email', 'a@b.c'], 'only go with --target'],
    [['--reports'], '--reports needs a value'],
    [['--fast'], 'unknown option --fast'],
  ])('refuses %j', (argv, message) => {
    expect(() => parseOptions(argv)).toThrow(OptionsError);
    expect(() => parseOptions(argv)).toThrow(message);
  });
});
