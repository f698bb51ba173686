export * from './constants';
export * from './federation/remote-module';
// The context and its hook live only in '@swat/shared-contracts/shell', the one entry shared as a
// federation singleton; this entry is bundled into each app, so its schemas are tree-shaken.
export type { PageMeta, On401Behaviour, ShellQueryFn, ShellApi, ShellAuth, ShellServices } from './federation/shell-services';
export * from './federation/remote-files';
export * from './routes/route-manifest';
export * from './routes/match-route';
export * from './config/runtime-config';
export * from './config/runtime-config-element';
export * from './health/health';
export * from './toast/toast';
export * from './site/site-config';
export * from './site/navigation';
export * from './auth/auth';
export * from './projects/projects';
export * from './projects/data-items';
export * from './clients/clients';
export * from './clients/inquiries';
export * from './format/format';
export * from './contact/contact';
export * from './chat/chat';
export * from './chat/content-index';
export * from './csv/csv-cells';
export * from './text/storable';
export * from './http/api-request';
