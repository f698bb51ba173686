import type { RemotePagesModule } from '@swat/shared-contracts';
import '../styles.css';

/** Exposed as `marketing/pages`: one lazy loader per route of content/routes.ts. */
const remote: RemotePagesModule = {
  pages: {
    '/': () => import('../features/home/HomePage'),
  },
};

export default remote;
