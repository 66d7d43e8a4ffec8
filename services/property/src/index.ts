export { loadPropertyConfig, propertyConfigShape, type PropertyConfig } from './config';
export { startPropertyService, type RunningService } from './service';
