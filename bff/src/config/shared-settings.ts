/**
 * Settings every bff instance behind one load balancer must have the same value for. A sign-in
 * made through one instance is checked by another (JWT_SECRET, PUBLIC_ORIGIN as issuer and
 * cookie origin), counters and sessions live in the shared stores (DATABASE_URL, REDIS_URL),
 * and the limits a client meets must not depend on which instance answers.
 * docker-compose.yml, deploy/k8s and docs/operations.md are checked against this list.
 */
export const SHARED_INSTANCE_SETTINGS = [
  'PUBLIC_ORIGIN',
  'JWT_SECRET',
  'JWT_SECRET_PREVIOUS',
  'DATABASE_URL',
  'REDIS_URL',
  'TRUST_PROXY',
  'ACCESS_TOKEN_MINUTES',
  'REFRESH_TOKEN_DAYS',
  'SESSION_CHECK_SECONDS',
  'MAX_UPLOAD_MB',
  'MAX_DELIVERABLE_MB',
  'MARKETING_REMOTE_URL',
  'PORTAL_REMOTE_URL',
  // Instances with different file stores would each miss the files the others stored.
  'S3_BUCKET',
  'S3_ENDPOINT',
  'S3_REGION',
  'S3_ACCESS_KEY_ID',
  'S3_SECRET_ACCESS_KEY',
  'S3_FORCE_PATH_STYLE',
  'S3_SIGNED_DOWNLOADS',
] as const;

/** Of those, the ones that are secrets (a Kubernetes Secret rather than a ConfigMap). */
export const SECRET_SETTINGS: readonly string[] = ['JWT_SECRET', 'JWT_SECRET_PREVIOUS', 'DATABASE_URL', 'REDIS_URL', 'METRICS_TOKEN', 'CHAT_UPSTREAM_KEY', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'];
