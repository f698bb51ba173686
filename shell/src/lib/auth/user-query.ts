// The rule lives in the contracts: the remotes' prerendering needs it too.
export { USER_QUERY_KEY, userQueryEnabledForPath } from '@swat/shared-contracts';
