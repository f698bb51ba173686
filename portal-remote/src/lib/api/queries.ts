import { useMemo } from 'react';
import { queryOptions, type QueryKey } from '@tanstack/react-query';
import type { z } from 'zod';
import {
  auditListResponseSchema,
  behindProjectsResponseSchema,
  deliverableListResponseSchema,
  publishPreviewSchema,
  type PublishableKind,
  fieldworkViewSchema,
  ingestKeyListResponseSchema,
  quotaPlanResponseSchema,
  stagesResponseSchema,
  chatSessionDetailSchema,
  conversationListResponseSchema,
  conversationResponseSchema,
  chatSessionListResponseSchema,
  clientListResponseSchema,
  companyListResponseSchema,
  companyPeopleResponseSchema,
  crosstabResponseSchema,
  dataItemDetailSchema,
  dataItemListResponseSchema,
  dataItemRowsResponseSchema,
  datasetVariablesSchema,
  frequencyResponseSchema,
  inquiryListResponseSchema,
  mailOutboxResponseSchema,
  projectListResponseSchema,
  projectSchema,
  staffListResponseSchema,
  statusHistoryResponseSchema,
} from '@swat/shared-contracts';
import { usePortalApi, type PortalApi, type QueryParams } from './client';
import type { ApiFailure } from './failure';

/**
 * Query keys as data, one tree per resource, so a write invalidates exactly what it changed:
 * `invalidateQueries({ queryKey: portalKeys.project(id) })` reaches the project and everything
 * under it (its data items, their rows and results). Parameters ride at the end of a key.
 */
export const portalKeys = {
  all: ['portal'] as const,
  projects: () => [...portalKeys.all, 'projects'] as const,
  project: (id: string) => [...portalKeys.projects(), id] as const,
  dataItems: (projectId: string) => [...portalKeys.project(projectId), 'data-items'] as const,
  dataItem: (projectId: string, itemId: string) => [...portalKeys.dataItems(projectId), itemId] as const,
  clients: () => [...portalKeys.all, 'clients'] as const,
  companies: () => [...portalKeys.all, 'companies'] as const,
  companyPeople: () => [...portalKeys.all, 'company-people'] as const,
  staff: () => [...portalKeys.all, 'staff'] as const,
  inquiries: () => [...portalKeys.all, 'inquiries'] as const,
  chats: () => [...portalKeys.all, 'chats'] as const,
  audit: () => [...portalKeys.all, 'audit'] as const,
  outbox: () => [...portalKeys.all, 'outbox'] as const,
  /** Everything fieldwork counts feed: the view, the report, the dashboard's behind-plan list. */
  fieldwork: (projectId: string) => [...portalKeys.project(projectId), 'fieldwork'] as const,
  behind: () => [...portalKeys.all, 'fieldwork-behind'] as const,
  conversation: (projectId: string) => [...portalKeys.project(projectId), 'conversation'] as const,
  /** The staff inbox, or a client's unread counts per project. */
  conversations: () => [...portalKeys.all, 'conversations'] as const,
  deliverables: (projectId: string) => [...portalKeys.project(projectId), 'deliverables'] as const,
};

/** The path segment of each kind of thing staff publish. */
export const publishableSegment = (kind: PublishableKind) => (kind === 'data-item' ? 'data-items' : 'deliverables');

/** A query whose data is parsed by `schema` and whose error is an ApiFailure. */
function resource<S extends z.ZodType, K extends QueryKey>(api: PortalApi, queryKey: K, schema: S, path: string, params?: QueryParams) {
  return queryOptions<z.output<S>, ApiFailure, z.output<S>, K>({
    queryKey,
    queryFn: ({ signal }) => api.get(schema, path, { params, signal }),
  });
}

const at = (...parts: string[]) => parts.map(encodeURIComponent).join('/');

/** Every resource the portal reads, as `queryOptions` for useQuery, prefetchQuery and setQueryData. */
export function portalQueries(api: PortalApi) {
  const itemPath = (projectId: string, itemId: string) => `/api/projects/${at(projectId)}/data-items/${at(itemId)}`;
  return {
    projects: (params: QueryParams = {}) => resource(api, [...portalKeys.projects(), 'list', params] as const, projectListResponseSchema, '/api/projects', params),
    project: (id: string) => resource(api, [...portalKeys.project(id), 'detail'] as const, projectSchema, `/api/projects/${at(id)}`),
    statusHistory: (id: string) => resource(api, [...portalKeys.project(id), 'status-history'] as const, statusHistoryResponseSchema, `/api/projects/${at(id)}/status-history`),
    activity: (id: string) => resource(api, [...portalKeys.project(id), 'activity'] as const, auditListResponseSchema, `/api/projects/${at(id)}/activity`),
    dataItems: (projectId: string) => resource(api, [...portalKeys.dataItems(projectId), 'list'] as const, dataItemListResponseSchema, `/api/projects/${at(projectId)}/data-items`),
    dataItem: (projectId: string, itemId: string) => resource(api, [...portalKeys.dataItem(projectId, itemId), 'detail'] as const, dataItemDetailSchema, itemPath(projectId, itemId)),
    rows: (projectId: string, itemId: string, params: QueryParams) =>
      resource(api, [...portalKeys.dataItem(projectId, itemId), 'rows', params] as const, dataItemRowsResponseSchema, `${itemPath(projectId, itemId)}/rows`, params),
    variables: (projectId: string, itemId: string) => resource(api, [...portalKeys.dataItem(projectId, itemId), 'variables'] as const, datasetVariablesSchema, `${itemPath(projectId, itemId)}/variables`),
    frequency: (projectId: string, itemId: string, params: QueryParams) =>
      resource(api, [...portalKeys.dataItem(projectId, itemId), 'frequency', params] as const, frequencyResponseSchema, `${itemPath(projectId, itemId)}/results/frequency`, params),
    crosstab: (projectId: string, itemId: string, params: QueryParams) =>
      resource(api, [...portalKeys.dataItem(projectId, itemId), 'crosstab', params] as const, crosstabResponseSchema, `${itemPath(projectId, itemId)}/results/crosstab`, params),
    clients: (params: QueryParams = {}) => resource(api, [...portalKeys.clients(), params] as const, clientListResponseSchema, '/api/clients', params),
    companies: () => resource(api, portalKeys.companies(), companyListResponseSchema, '/api/companies'),
    companyPeople: () => resource(api, portalKeys.companyPeople(), companyPeopleResponseSchema, '/api/company/people'),
    staff: () => resource(api, portalKeys.staff(), staffListResponseSchema, '/api/staff'),
    inquiries: (params: QueryParams = {}) => resource(api, [...portalKeys.inquiries(), params] as const, inquiryListResponseSchema, '/api/inquiries', params),
    chats: (params: QueryParams = {}) => resource(api, [...portalKeys.chats(), 'list', params] as const, chatSessionListResponseSchema, '/api/admin/chat-sessions', params),
    chat: (sessionId: string) => resource(api, [...portalKeys.chats(), sessionId] as const, chatSessionDetailSchema, `/api/admin/chat-sessions/${at(sessionId)}`),
    audit: (params: QueryParams = {}) => resource(api, [...portalKeys.audit(), params] as const, auditListResponseSchema, '/api/audit', params),
    outbox: () => resource(api, portalKeys.outbox(), mailOutboxResponseSchema, '/api/mail/outbox'),
    stages: (projectId: string) => resource(api, [...portalKeys.project(projectId), 'stages'] as const, stagesResponseSchema, `/api/projects/${at(projectId)}/stages`),
    quotas: (projectId: string) => resource(api, [...portalKeys.project(projectId), 'quotas'] as const, quotaPlanResponseSchema, `/api/projects/${at(projectId)}/quotas`),
    fieldwork: (projectId: string) => resource(api, [...portalKeys.fieldwork(projectId), 'view'] as const, fieldworkViewSchema, `/api/projects/${at(projectId)}/fieldwork`),
    ingestKeys: (projectId: string) => resource(api, [...portalKeys.project(projectId), 'ingest-keys'] as const, ingestKeyListResponseSchema, `/api/projects/${at(projectId)}/ingest-keys`),
    behindPlan: () => resource(api, portalKeys.behind(), behindProjectsResponseSchema, '/api/fieldwork/behind'),
    conversation: (projectId: string) => resource(api, [...portalKeys.conversation(projectId), 'latest'] as const, conversationResponseSchema, `/api/projects/${at(projectId)}/conversation`),
    conversations: () => resource(api, portalKeys.conversations(), conversationListResponseSchema, '/api/conversations'),
    deliverables: (projectId: string) => resource(api, [...portalKeys.deliverables(projectId), 'list'] as const, deliverableListResponseSchema, `/api/projects/${at(projectId)}/deliverables`),
    publishPreview: (kind: PublishableKind, projectId: string, id: string) =>
      resource(api, [...portalKeys.project(projectId), 'publish-preview', kind, id] as const, publishPreviewSchema, `/api/projects/${at(projectId)}/${publishableSegment(kind)}/${at(id)}/publish-preview`),
  };
}

export type PortalQueries = ReturnType<typeof portalQueries>;

/** The portal's queries over this page's shell. */
export function usePortalQueries(): PortalQueries {
  const api = usePortalApi();
  return useMemo(() => portalQueries(api), [api]);
}
