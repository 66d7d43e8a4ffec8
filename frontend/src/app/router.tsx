import { Navigate, type RouteObject } from 'react-router-dom';
import { AuthCallbackPage } from '../features/auth/AuthCallbackPage';
import { AuthPage } from '../features/auth/AuthPage';
import { ConfirmEmailPage, UndoEmailChangePage, VerifyEmailPage } from '../features/auth/EmailLinkPage';
import { ResetPasswordPage } from '../features/auth/ResetPasswordPage';
import { UpdatePasswordPage } from '../features/auth/UpdatePasswordPage';
import { RequireAuth } from '../features/auth/RequireAuth';
import { MobileDevicePage } from '../features/system/MobileDevicePage';
import { NarrowScreenGuard } from '../features/system/NarrowScreenGuard';
import { NotFoundPage } from '../features/system/NotFoundPage';
import { lazyPage } from './lazy-page';
import { PublicLayout } from './layout/PublicLayout';

// A signed-out visitor's first page (sign-in, sign-up, `/` signed out) is drawn by src/first-page before this app
// loads. Here the public pages come with the app's own download; everything else is fetched when first shown, so the
// app stays small however large the editors and the report grow.
const SetupPasswordPage = lazyPage(() => import('../features/auth/SetupPasswordPage'), 'SetupPasswordPage');
const OfferLetterEditorPage = lazyPage(
  () => import('../features/documents/DocumentEditorPage'),
  'OfferLetterEditorPage',
  'page',
);
const PurchaseAgreementEditorPage = lazyPage(
  () => import('../features/documents/DocumentEditorPage'),
  'PurchaseAgreementEditorPage',
  'page',
);
const HomePage = lazyPage(() => import('../features/home-page/HomePage'), 'HomePage');
const HomeInspectionPage = lazyPage(
  () => import('../features/home-inspection/HomeInspectionPage'),
  'HomeInspectionPage',
);
const ObjectionPage = lazyPage(
  () => import('../features/documents/objection/ObjectionPage'),
  'ObjectionPage',
);
const PrivacyPage = lazyPage(() => import('../features/legal/PrivacyPage'), 'PrivacyPage');
const TermsPage = lazyPage(() => import('../features/legal/TermsPage'), 'TermsPage');
const PropertiesPage = lazyPage(() => import('../features/properties/PropertiesPage'), 'PropertiesPage');
const PropertyDetailPage = lazyPage(
  () => import('../features/properties/PropertyDetailPage'),
  'PropertyDetailPage',
);
const SamplePropertyPage = lazyPage(
  () => import('../features/properties/SamplePropertyPage'),
  'SamplePropertyPage',
);
const SettingsPage = lazyPage(() => import('../features/settings/SettingsPage'), 'SettingsPage');
const TourConfirmPage = lazyPage(() => import('../features/tours/TourConfirmPage'), 'TourConfirmPage');
// The signed-in shell: header search, notifications, the purchase guide and the guided tour (driver.js).
const AppLayout = lazyPage(() => import('./layout/AppLayout'), 'AppLayout', 'page');

export const routes: RouteObject[] = [
  {
    element: <PublicLayout />,
    children: [
      // Static segments outrank the dynamic one, so these are not taken for a sign-in/sign-up mode.
      { path: '/auth/reset-password', element: <ResetPasswordPage /> },
      { path: '/auth/update-password', element: <UpdatePasswordPage /> },
      { path: '/auth/callback', element: <AuthCallbackPage /> },
      { path: '/auth/verify-email', element: <VerifyEmailPage /> },
      { path: '/auth/confirm-email', element: <ConfirmEmailPage /> },
      { path: '/auth/undo-email-change', element: <UndoEmailChangePage /> },
      { path: '/auth/:mode', element: <AuthPage /> },
      { path: '/terms', element: TermsPage.element },
      { path: '/privacy', element: PrivacyPage.element },
      { path: '/404', element: <NotFoundPage /> },
      { path: '/mobile-device', element: <MobileDevicePage /> },
      // The tour desk follows this from the tour e-mail without an account; the link's token is the permission.
      { path: '/tours/confirm', element: TourConfirmPage.element },
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
          { path: '/properties/property-offer-letter', element: OfferLetterEditorPage.element },
          { path: '/properties/purchase-agreement', element: PurchaseAgreementEditorPage.element },
        ],
      },
      {
        element: AppLayout.element,
        children: [
          // Where sign-in lands (spec: routes): the buyer's next step, homes, tours and notices.
          { path: '/', element: HomePage.element },
          { path: '/properties', element: PropertiesPage.element },
          { path: '/properties/sample', element: SamplePropertyPage.element },
          { path: '/properties/home-inspection', element: HomeInspectionPage.element },
          { path: '/properties/due-diligence-objection', element: ObjectionPage.element },
          { path: '/properties/:id', element: PropertyDetailPage.element },
          { path: '/settings', element: SettingsPage.element },
          { path: '/auth/setup-password', element: SetupPasswordPage.element },
        ],
      },
    ],
  },
  { path: '*', element: <Navigate to="/404" replace /> },
];
