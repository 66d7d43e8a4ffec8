import { runService } from '@homeward/kit';
import { loadTourConfig } from './config';
import { startTourService } from './service';

runService('tour', loadTourConfig, startTourService);
