// Types of the modules the shell imports from the remotes at run time.
declare module 'marketing/pages' {
  import type { RemotePagesModule } from '@swat/shared-contracts';
  const remote: RemotePagesModule;
  export default remote;
}
declare module 'portal/pages' {
  import type { RemotePagesModule } from '@swat/shared-contracts';
  const remote: RemotePagesModule;
  export default remote;
}
