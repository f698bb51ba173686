import type { PageSource } from '@swat/shared-contracts';
import type { portalRoutes } from './routes';

type PortalPath = (typeof portalRoutes)[number]['path'];

/** Which component shows each portal route (the type makes a missing one an error). */
export const pageTable: Readonly<Record<PortalPath, PageSource>> = {
  '/client-login': { module: 'client-login/ClientLoginPage' },
  '/client': { module: 'client-area/ClientLandingPage' },
  '/client-auth': { module: 'client-area/ClientLandingPage' },
  '/client-dashboard': { module: 'client-area/ClientDashboardPage' },
  '/client-dashboard/profile': { module: 'client-area/ClientProfilePage' },
  '/client-dashboard/project/:id': { module: 'client-area/ClientProjectPage' },
  '/ar/client-login': { module: 'client-login/ClientLoginPage' },
  '/ar/client-auth': { module: 'client-area/ClientLandingPage' },
  '/ar/client-dashboard': { module: 'client-area/ClientDashboardPage' },
  '/ar/client-dashboard/profile': { module: 'client-area/ClientProfilePage' },
  '/ar/client-dashboard/project/:id': { module: 'client-area/ClientProjectPage' },
  '/ar/forgot-password': { module: 'password-reset/ForgotPasswordPage' },
  '/ar/reset-password': { module: 'password-reset/ResetPasswordPage' },
  '/swatadmin': { module: 'admin/AdminLoginPage' },
  '/swatdashboard': { module: 'admin/AdminDashboardPage' },
  '/swatdashboard/project/:id': { module: 'admin/AdminProjectPage' },
  '/swatdashboard/project/:projectId/data/:dataId': { module: 'admin/AdminDataItemPage' },
  '/swatdashboard/create-project': { module: 'admin/ProjectFormPage' },
  '/swatdashboard/edit-project/:id': { module: 'admin/ProjectFormPage' },
  '/swatdashboard/clients': { module: 'admin/ClientsPage' },
  '/swatdashboard/inquiries': { module: 'admin/InquiriesPage' },
  '/swatdashboard/chats': { module: 'admin/ChatsPage' },
  '/swatdashboard/chats/:sessionId': { module: 'admin/ChatTranscriptPage' },
  '/forgot-password': { module: 'password-reset/ForgotPasswordPage' },
  '/reset-password': { module: 'password-reset/ResetPasswordPage' },
  '/set-password': { module: 'password-reset/SetPasswordPage' },
  '/ar/set-password': { module: 'password-reset/SetPasswordPage' },
  '/swatdashboard/staff': { module: 'staff/StaffPage' },
  '/swatdashboard/audit': { module: 'audit/AuditPage' },
  '/swatdashboard/outbox': { module: 'mail/OutboxPage' },
  '/swatdashboard/inbox': { module: 'admin/InboxPage' },
};

/**
 * Routes the build prerenders: the open pages, and the loading frame of the client area (its guard
 * shows a spinner until the user is known). Staff pages check the session with a query of their own,
 * which a server cannot start, so they render in the browser.
 */
export const prerenderedPaths = [
  '/client-login',
  '/client',
  '/client-auth',
  '/swatadmin',
  '/client-dashboard',
  '/client-dashboard/profile',
  '/ar/client-login',
  '/ar/client-auth',
  '/ar/client-dashboard',
  '/ar/client-dashboard/profile',
] as const satisfies readonly PortalPath[];
