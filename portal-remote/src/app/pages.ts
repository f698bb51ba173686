import type { RemotePagesModule } from '@swat/shared-contracts';
import '../styles.css';

/** Exposed as `portal/pages`: one lazy loader per route of routes.ts. */
const remote: RemotePagesModule = {
  pages: {
    '/client-login': () => import('../features/client-login/ClientLoginPage'),
  },
};

export default remote;
