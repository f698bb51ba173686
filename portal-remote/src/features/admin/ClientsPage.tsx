import { useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { createClientRequestSchema, formatDate, type ClientAccount, type ClientListResponse, type CreateClientInput, type CreateClientResponse } from '@swat/shared-contracts';
import { useShellServices } from '@swat/shared-contracts/shell';
import { AdminFrame } from './AdminFrame';
import { apiKey, invalidatePaths } from '../../lib/queries';
import { readApiError } from '../../lib/api-error';
import { errorsFor, issuesToFieldErrors, type FieldErrors } from '../../lib/form-errors';
import { EmptyState, ErrorState, FieldError, FormMessage, Spinner, inputClass, labelClass, primaryButton, secondaryButton, textDirectionFor } from '../../lib/ui/states';

const EMPTY = { email: '', name: '', company: '', phone: '', password: '' };

import { ClientDetailsEditor } from '../client-accounts';

function CreateClientForm() {
  const { api, toast } = useShellServices();
  const queryClient = useQueryClient();
  const [values, setValues] = useState(EMPTY);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [message, setMessage] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const [created, setCreated] = useState<CreateClientResponse | null>(null);
  const set = (key: keyof typeof EMPTY) => (e: { target: { value: string } }) => setValues((v) => ({ ...v, [key]: e.target.value }));

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const input: CreateClientInput = { email: values.email, name: values.name, company: values.company, phone: values.phone, ...(values.password ? { password: values.password } : {}) };
    const parsed = createClientRequestSchema.safeParse(input);
    if (!parsed.success) {
      setErrors(issuesToFieldErrors(parsed.error.issues));
      setMessage('Some fields need attention.');
      return;
    }
    setPending(true);
    setErrors({});
    setMessage(null);
    try {
      const response = await api.request('POST', '/api/clients', parsed.data);
      const body = (await response.json()) as CreateClientResponse;
      setCreated(body);
      setValues(EMPTY);
      toast({ title: 'Client account created', description: `${body.client.name} can now sign in.` });
      await invalidatePaths(queryClient, '/api/clients');
    } catch (error) {
      const failure = readApiError(error);
      setErrors(failure.fieldErrors);
      setMessage(failure.message);
    } finally {
      setPending(false);
    }
  };

  const field = (key: keyof typeof EMPTY, label: string, type = 'text', hint?: string) => {
    const errs = errorsFor(errors, key);
    const id = `client-${key}`;
    return (
      <div>
        <label htmlFor={id} className={labelClass}>
          {label}
        </label>
        <input
          id={id}
          name={key}
          type={type}
          dir={textDirectionFor(type)}
          value={values[key]}
          onChange={set(key)}
          autoComplete="off"
          aria-invalid={errs ? true : undefined}
          aria-describedby={[hint ? `${id}-hint` : '', errs ? `${id}-error` : ''].join(' ').trim() || undefined}
          className={inputClass}
        />
        {hint ? (
          <p id={`${id}-hint`} className="pt:mt-1 pt:text-xs pt:text-muted">
            {hint}
          </p>
        ) : null}
        <FieldError id={`${id}-error`} messages={errs} />
      </div>
    );
  };

  return (
    <form onSubmit={onSubmit} noValidate className="pt:space-y-4 pt:rounded-xl pt:border pt:border-line pt:bg-surface pt:p-5" aria-labelledby="new-client-heading">
      <h2 id="new-client-heading" className="pt:text-lg pt:font-semibold pt:text-ink">
        New client account
      </h2>
      {created ? (
        <div role="status" className="pt:rounded-md pt:border pt:border-success pt:bg-surface pt:p-3 pt:text-sm pt:text-ink">
          <p>
            Account created for <strong>{created.client.email}</strong>.
          </p>
          {created.temporaryPassword ? (
            <p className="pt:mt-1">
              One-time password (shown only now, pass it on securely): <code className="pt:rounded pt:bg-surface-alt pt:px-1.5 pt:py-0.5 pt:font-mono" data-testid="temporary-password">{created.temporaryPassword}</code>
            </p>
          ) : null}
        </div>
      ) : null}
      <FormMessage message={message} />
      <div className="pt:grid pt:gap-4 pt:md:grid-cols-2">
        {field('email', 'E-mail', 'email')}
        {field('name', 'Name')}
        {field('company', 'Company')}
        {field('phone', 'Phone', 'tel')}
        {field('password', 'Password (optional)', 'password', 'Leave empty to generate a one-time password.')}
      </div>
      <button type="submit" disabled={pending} className={primaryButton}>
        {pending ? 'Creating…' : 'Create account'}
      </button>
    </form>
  );
}

function ClientRow({ client }: { client: ClientAccount }) {
  const { api, toast } = useShellServices();
  const queryClient = useQueryClient();
  const [pending, setPending] = useState(false);
  const [editing, setEditing] = useState(false);
  const toggle = async () => {
    setPending(true);
    try {
      await api.request('PATCH', `/api/clients/${client.id}`, { disabled: !client.disabled });
      toast({ title: client.disabled ? 'Account enabled' : 'Account disabled', description: client.disabled ? `${client.name} can sign in again.` : `${client.name} has been signed out and cannot sign in.` });
      await invalidatePaths(queryClient, '/api/clients');
    } catch (error) {
      toast({ title: 'Change failed', description: readApiError(error).message, variant: 'destructive' });
    } finally {
      setPending(false);
    }
  };
  return (
    <>
    <tr className="pt:border-t pt:border-line" data-testid="client-row">
      <td className="pt:px-4 pt:py-3 pt:text-ink">
        <bdi dir="auto" className="pt:font-medium">{client.name}</bdi>
        <div className="pt:text-xs pt:text-muted">{client.email}</div>
      </td>
      <td className="pt:px-4 pt:py-3 pt:text-ink">{client.company ?? ''}</td>
      <td className="pt:px-4 pt:py-3 pt:text-ink">{client.disabled ? <span className="pt:font-medium pt:text-danger">Disabled</span> : 'Active'}</td>
      <td className="pt:px-4 pt:py-3 pt:text-ink">{formatDate(client.lastLoginAt) || 'Never'}</td>
      <td className="pt:px-4 pt:py-3">
        <Link to={`/swatdashboard?clientId=${client.id}`} className="pt:font-medium pt:text-brand pt:underline">
          {client.projectCount} project{client.projectCount === 1 ? '' : 's'}
          <span className="pt:sr-only"> of {client.name}</span>
        </Link>
      </td>
      <td className="pt:space-x-2 pt:px-4 pt:py-3 pt:whitespace-nowrap">
        <button type="button" onClick={() => setEditing((e) => !e)} className={secondaryButton} aria-expanded={editing}>
          Edit<span className="pt:sr-only"> {client.name}</span>
        </button>
        <button type="button" onClick={() => void toggle()} disabled={pending} className={secondaryButton}>
          {client.disabled ? 'Enable' : 'Disable'}
          <span className="pt:sr-only"> {client.name}</span>
        </button>
      </td>
    </tr>
    {editing ? (
      <tr>
        <td colSpan={6} className="pt:px-4 pt:pb-4">
          <ClientDetailsEditor client={client} onClose={() => setEditing(false)} />
        </td>
      </tr>
    ) : null}
    </>
  );
}

function ClientList() {
  const [q, setQ] = useState('');
  const [search, setSearch] = useState('');
  const clients = useQuery<ClientListResponse>({ queryKey: apiKey('/api/clients', { q: q || undefined }) });
  return (
    <section aria-labelledby="client-list-heading" className="pt:space-y-4">
      <div className="pt:flex pt:flex-wrap pt:items-end pt:justify-between pt:gap-3">
        <h2 id="client-list-heading" className="pt:text-lg pt:font-semibold pt:text-ink">
          Accounts
        </h2>
        <form
          role="search"
          className="pt:flex pt:w-full pt:items-end pt:gap-2 pt:sm:w-auto"
          onSubmit={(e) => {
            e.preventDefault();
            setQ(search.trim());
          }}
        >
          <div className="pt:min-w-0 pt:flex-1">
            <label htmlFor="client-search" className={labelClass}>
              Search clients
            </label>
            <input id="client-search" type="search" dir="auto" value={search} onChange={(e) => setSearch(e.target.value)} className={inputClass} />
          </div>
          <button type="submit" className={secondaryButton}>
            Search
          </button>
        </form>
      </div>
      {clients.isLoading ? <Spinner label="Loading client accounts…" /> : null}
      {clients.error ? <ErrorState message={readApiError(clients.error).message} onRetry={() => void clients.refetch()} /> : null}
      {clients.data && clients.data.items.length === 0 ? <EmptyState title={q ? 'No client matches this search.' : 'No client accounts yet.'} /> : null}
      {clients.data && clients.data.items.length > 0 ? (
        // relative: the table's visually hidden labels are positioned, and without a positioned box inside the
        // scroller they escaped its clipping and widened the whole page on phones.
        <div className="pt:relative pt:overflow-x-auto pt:rounded-xl pt:border pt:border-line pt:bg-surface" tabIndex={0} role="region" aria-label="Client accounts">
          <table className="pt:min-w-full pt:text-start pt:text-sm">
            <thead className="pt:bg-surface-alt pt:text-ink">
              <tr>
                <th scope="col" className="pt:px-4 pt:py-2">Client</th>
                <th scope="col" className="pt:px-4 pt:py-2">Company</th>
                <th scope="col" className="pt:px-4 pt:py-2">Account</th>
                <th scope="col" className="pt:px-4 pt:py-2">Last sign-in</th>
                <th scope="col" className="pt:px-4 pt:py-2">Projects</th>
                <th scope="col" className="pt:px-4 pt:py-2"><span className="pt:sr-only">Actions</span></th>
              </tr>
            </thead>
            <tbody>
              {clients.data.items.map((c) => (
                <ClientRow key={c.id} client={c} />
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
    </section>
  );
}

export default function ClientsPage() {
  return (
    <AdminFrame>
      {() => (
        <div className="pt:space-y-8">
          <h1 className="pt:text-2xl pt:font-semibold pt:text-ink">Client accounts</h1>
          <ClientList />
          <CreateClientForm />
        </div>
      )}
    </AdminFrame>
  );
}
