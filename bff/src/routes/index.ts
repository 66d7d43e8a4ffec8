// THE route table: the app registers exactly these routes and the OpenAPI document describes exactly these.
import { accountDeletionRoutes } from './account-deletion';
import { authRoutes } from './auth';
import { dataExportRoutes } from './data-exports';
import { documentRoutes } from './documents';
import { googleRoutes } from './google';
import { homeInspectionRoutes } from './home-inspections';
import { meRoutes } from './me';
import { notificationRoutes } from './notifications';
import { objectionRoutes } from './objections';
import { offerLetterRoutes } from './offer-letter';
import { oidcRoutes } from './oidc';
import { opsRoutes } from './ops';
import { propertyRoutes } from './properties';
import { recoveryRoutes } from './recovery';
import { storageRoutes } from './storage';
import { tourRoutes } from './tours';
import { unlockRoutes } from './unlock';
import type { AnyRoute } from './route';

export const ROUTES: readonly AnyRoute[] = [
  ...authRoutes,
  ...recoveryRoutes,
  ...googleRoutes,
  ...oidcRoutes,
  ...meRoutes,
  ...accountDeletionRoutes,
  ...dataExportRoutes,
  ...propertyRoutes,
  ...unlockRoutes,
  ...homeInspectionRoutes,
  ...documentRoutes,
  ...offerLetterRoutes,
  ...objectionRoutes,
  ...tourRoutes,
  ...storageRoutes,
  ...notificationRoutes,
  ...opsRoutes,
];
