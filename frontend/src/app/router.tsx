import { createBrowserRouter, Navigate } from 'react-router-dom';
import { AuthPage } from '../features/auth/AuthPage';
import { RequireAuth } from '../features/auth/RequireAuth';
import { PrivacyPage } from '../features/legal/PrivacyPage';
import { TermsPage } from '../features/legal/TermsPage';
import { PropertiesPage } from '../features/properties/PropertiesPage';
import { PropertyDetailPage } from '../features/properties/PropertyDetailPage';
import { MobileDevicePage } from '../features/system/MobileDevicePage';
import { NotFoundPage } from '../features/system/NotFoundPage';
import { AppLayout } from './layout/AppLayout';
import { PublicLayout } from './layout/PublicLayout';

export const router = createBrowserRouter([
  {
    element: <PublicLayout />,
    children: [
      { path: '/auth/:mode', element: <AuthPage /> },
      { path: '/terms', element: <TermsPage /> },
      { path: '/privacy', element: <PrivacyPage /> },
      { path: '/404', element: <NotFoundPage /> },
      { path: '/mobile-device', element: <MobileDevicePage /> },
    ],
  },
  {
    element: <RequireAuth />,
    children: [
      {
        element: <AppLayout />,
        children: [
          // Home has no content of its own yet; the property list is where a buyer starts.
          { path: '/', element: <Navigate to="/properties" replace /> },
          { path: '/properties', element: <PropertiesPage /> },
          { path: '/properties/:id', element: <PropertyDetailPage /> },
        ],
      },
    ],
  },
  { path: '*', element: <Navigate to="/404" replace /> },
]);
