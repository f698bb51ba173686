/**
 * Settings every bff instance behind one load balancer must have the same value for. A sign-in
 * made through one instance is checked by another (JWT_SECRET, PUBLIC_ORIGIN as issuer and
 * cookie origin), counters and sessions live in the shared stores (DATABASE_URL, REDIS_URL),
 * and the limits a client meets must not depend on which instance answers.
 * docker-compose.yml, deploy/k8s and the README are checked against this list.
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
  'MARKETING_REMOTE_URL',
  'PORTAL_REMOTE_URL',
] as const;

/** Of those, the ones that are secrets (a Kubernetes Secret rather than a ConfigMap). */
export const SECRET_SETTINGS: readonly string[] = ['JWT_SECRET', 'JWT_SECRET_PREVIOUS', 'DATABASE_URL', 'REDIS_URL', 'METRICS_TOKEN', 'CHAT_UPSTREAM_KEY'];
