import { runService } from '@homeward/kit';
import { loadPropertyConfig } from './config';
import { startPropertyService } from './service';

runService('property', loadPropertyConfig, startPropertyService);
