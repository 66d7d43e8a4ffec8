export { LOCAL_TOUR_LINK_SECRET, loadTourConfig, tourConfigShape, type TourConfig } from './config';
export { startTourService, type RunningService } from './service';
