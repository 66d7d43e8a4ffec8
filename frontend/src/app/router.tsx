import { createBrowserRouter, Navigate, type RouteObject } from 'react-router-dom';
import { AuthCallbackPage } from '../features/auth/AuthCallbackPage';
import { AuthPage } from '../features/auth/AuthPage';
import { ResetPasswordPage } from '../features/auth/ResetPasswordPage';
import { SetupPasswordPage } from '../features/auth/SetupPasswordPage';
import { UpdatePasswordPage } from '../features/auth/UpdatePasswordPage';
import { RequireAuth } from '../features/auth/RequireAuth';
import { OfferLetterEditorPage, PurchaseAgreementEditorPage } from '../features/documents/DocumentEditorPage';
import { HomePage } from '../features/home/HomePage';
import { HomeInspectionPage } from '../features/home-inspection/HomeInspectionPage';
import { PrivacyPage } from '../features/legal/PrivacyPage';
import { TermsPage } from '../features/legal/TermsPage';
import { PropertiesPage } from '../features/properties/PropertiesPage';
import { PropertyDetailPage } from '../features/properties/PropertyDetailPage';
import { SamplePropertyPage } from '../features/properties/SamplePropertyPage';
import { SettingsPage } from '../features/settings/SettingsPage';
import { MobileDevicePage } from '../features/system/MobileDevicePage';
import { NarrowScreenGuard } from '../features/system/NarrowScreenGuard';
import { NotFoundPage } from '../features/system/NotFoundPage';
import { TourConfirmPage } from '../features/tours/TourConfirmPage';
import { AppLayout } from './layout/AppLayout';
import { PublicLayout } from './layout/PublicLayout';

export const routes: RouteObject[] = [
  {
    element: <PublicLayout />,
    children: [
      // Static segments outrank the dynamic one, so these are not taken for a sign-in/sign-up mode.
      { path: '/auth/reset-password', element: <ResetPasswordPage /> },
      { path: '/auth/update-password', element: <UpdatePasswordPage /> },
      { path: '/auth/callback', element: <AuthCallbackPage /> },
      { path: '/auth/:mode', element: <AuthPage /> },
      { path: '/terms', element: <TermsPage /> },
      { path: '/privacy', element: <PrivacyPage /> },
      { path: '/404', element: <NotFoundPage /> },
      { path: '/mobile-device', element: <MobileDevicePage /> },
      // The tour desk follows this from the tour e-mail without an account; the link's token is the permission.
      { path: '/tours/confirm', element: <TourConfirmPage /> },
    ],
  },
  {
    element: <RequireAuth />,
    children: [
      {
        // Only the document editors need a large screen (a letter-sized page beside its form); a phone goes to
        // /mobile-device. Everything else works on a phone, since buyers use it in front of the house.
        element: <NarrowScreenGuard />,
        children: [
          // The document editors bring their own fixed header and bottom bar instead of the app's.
          { path: '/properties/property-offer-letter', element: <OfferLetterEditorPage /> },
          { path: '/properties/purchase-agreement', element: <PurchaseAgreementEditorPage /> },
        ],
      },
      {
        element: <AppLayout />,
        children: [
          // Where sign-in lands (spec: routes): the buyer's next step, homes, tours and notices.
          { path: '/', element: <HomePage /> },
          { path: '/properties', element: <PropertiesPage /> },
          { path: '/properties/sample', element: <SamplePropertyPage /> },
          { path: '/properties/home-inspection', element: <HomeInspectionPage /> },
          { path: '/properties/:id', element: <PropertyDetailPage /> },
          { path: '/settings', element: <SettingsPage /> },
          { path: '/auth/setup-password', element: <SetupPasswordPage /> },
        ],
      },
    ],
  },
  { path: '*', element: <Navigate to="/404" replace /> },
];

export const router = createBrowserRouter(routes);
