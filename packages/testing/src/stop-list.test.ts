import { startOrStop, StopList } from './stop-list';

describe('StopList', () => {
  it('stops the last started first, runs every stop even after a failure, then throws the first failure', async () => {
    const stopped: string[] = [];
    const stops = new StopList();
    expect(stops.add('database', (name) => void stopped.push(name))).toBe('database');
    stops.add('issuer', () => {
      stopped.push('issuer');
      throw new Error('issuer would not stop');
    });
    stops.add('service', async (name) => void stopped.push(name));

    await expect(stops.stopAll()).rejects.toThrow('issuer would not stop');
    expect(stopped).toEqual(['service', 'issuer', 'database']);
    await stops.stopAll();
    expect(stopped).toHaveLength(3);
  });

  it('startOrStop stops what had started when starting fails part way, and passes the failure on', async () => {
    const stopped: string[] = [];
    const start = startOrStop(async (stops) => {
      stops.add('database', (name) => void stopped.push(name));
      stops.add('issuer', (name) => void stopped.push(name));
      throw new Error('the service would not start');
    });
    await expect(start).rejects.toThrow('the service would not start');
    expect(stopped).toEqual(['issuer', 'database']);
  });
});
