import type { RemotePagesModule } from '@swat/shared-contracts';
import type { portalRoutes } from './routes';
import '../styles.css';

type PortalPath = (typeof portalRoutes)[number]['path'];

/** Exposed as `portal/pages`: one lazy loader per route of routes.ts (the type makes a missing one an error). */
const pages: Record<PortalPath, RemotePagesModule['pages'][string]> = {
  '/client-login': () => import('../features/client-login/ClientLoginPage'),
  '/client': () => import('../features/client-area/ClientLandingPage'),
  '/client-auth': () => import('../features/client-area/ClientLandingPage'),
  '/client-dashboard': () => import('../features/client-area/ClientDashboardPage'),
  '/client-dashboard/profile': () => import('../features/client-area/ClientProfilePage'),
  '/client-dashboard/project/:id': () => import('../features/client-area/ClientProjectPage'),
  '/forgot-password': () => import('../features/password-reset/ForgotPasswordPage'),
  '/reset-password': () => import('../features/password-reset/ResetPasswordPage'),
  '/swatadmin': () => import('../features/admin/AdminLoginPage'),
  '/swatdashboard': () => import('../features/admin/AdminDashboardPage'),
  '/swatdashboard/project/:id': () => import('../features/admin/AdminProjectPage'),
  '/swatdashboard/project/:projectId/data/:dataId': () => import('../features/admin/AdminDataItemPage'),
  '/swatdashboard/create-project': () => import('../features/admin/ProjectFormPage'),
  '/swatdashboard/edit-project/:id': () => import('../features/admin/ProjectFormPage'),
  '/swatdashboard/clients': () => import('../features/admin/ClientsPage'),
  '/swatdashboard/inquiries': () => import('../features/admin/InquiriesPage'),
  '/swatdashboard/chats': () => import('../features/admin/ChatsPage'),
  '/swatdashboard/staff': () => import('../features/staff/StaffPage'),
  '/swatdashboard/audit': () => import('../features/audit/AuditPage'),
  '/swatdashboard/outbox': () => import('../features/mail/OutboxPage'),
  '/swatdashboard/chats/:sessionId': () => import('../features/admin/ChatTranscriptPage'),
};

const remote: RemotePagesModule = { pages };

export default remote;
