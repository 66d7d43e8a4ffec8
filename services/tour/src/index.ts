export { loadTourConfig, tourConfigShape, type TourConfig } from './config';
export { startTourService, type RunningService } from './service';
