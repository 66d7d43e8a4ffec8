import { runService } from '@homeward/kit';
import { loadIdentityConfig } from './config';
import { startIdentityService } from './service';

runService('identity', loadIdentityConfig, startIdentityService);
