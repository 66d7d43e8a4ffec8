export { contractGaps, startFake, type FakeService } from './fakes';
export { startWaves } from './start-order';
export {
  inProcess,
  startTopology,
  type RealService,
  type StartService,
  type StartedService,
  type TestTopology,
  type TopologyOptions,
} from './start-topology';
