import { databaseUrlFor, parseRepublishArgs } from './args';

const now = new Date('2026-11-28T05:00:00Z');
const parse = (...argv: string[]) => parseRepublishArgs(argv, now);

describe('parseRepublishArgs', () => {
  it('takes one service or all of them, and a dry run', () => {
    expect(parse('--since', '2026-11-28T04:00:00Z', '--service', 'identity')).toEqual({
      since: new Date('2026-11-28T04:00:00Z'),
      services: ['identity'],
      dryRun: false,
    });
    const all = parse('--since', '2026-11-28T06:00:00.5+02:00', '--all', '--dry-run');
    expect(all).toMatchObject({ since: new Date('2026-11-28T04:00:00.5Z'), dryRun: true });
    expect('services' in all && all.services).toContain('inspection-analyzer');
  });

  it.each([
    [[], '--since is required'],
    [['--service', 'identity'], '--since is required'],
    [['--since', 'yesterday', '--all'], 'not an ISO date and time with a zone'],
    [['--since', '2026-11-28T04:00:00', '--all'], 'not an ISO date and time with a zone'],
    [['--since', '2026-13-45T04:00:00Z', '--all'], 'not an ISO date and time with a zone'],
    [['--since', '2026-11-28T06:00:00Z', '--all'], 'in the future'],
    [['--since', '2026-11-28T04:00:00Z'], 'exactly one of --service <name> and --all'],
    [['--since', '2026-11-28T04:00:00Z', '--all', '--service', 'tour'], 'exactly one of'],
    [['--since', '2026-11-28T04:00:00Z', '--service', 'billing'], 'is not one of identity, property'],
    [['--since', '2026-11-28T04:00:00Z', '--all', '--force'], "Unknown option '--force'"],
    [['--since', '2026-11-28T04:00:00Z', '--all', 'identity'], 'identity'],
  ])('refuses %j', (argv, message) => {
    const result = parse(...argv);
    expect('error' in result && result.error).toContain(message);
  });
});

describe('databaseUrlFor', () => {
  it("prefers the service's own variable, else the local database npm start runs", () => {
    const env = {
      INSPECTION_ANALYZER_DATABASE_URL: 'postgres://db/analyzer',
      HOMEWARD_POSTGRES_PORT: '6000',
    };
    expect(databaseUrlFor('inspection-analyzer', env)).toBe('postgres://db/analyzer');
    expect(databaseUrlFor('tour', env)).toBe('postgres://postgres@127.0.0.1:6000/homeward_tour');
    expect(databaseUrlFor('tour', {})).toBe('postgres://postgres@127.0.0.1:54320/homeward_tour');
  });
});
