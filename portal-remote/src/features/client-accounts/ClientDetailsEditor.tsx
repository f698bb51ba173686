import { useState, type FormEvent } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { updateClientRequestSchema, type ClientAccount } from '@swat/shared-contracts';
import { useShellServices } from '@swat/shared-contracts/shell';
import { invalidatePaths } from '../../lib/queries';
import { readApiError } from '../../lib/api-error';
import { errorsFor, issuesToFieldErrors, type FieldErrors } from '../../lib/form-errors';
import { FieldError, FormMessage, inputClass, labelClass, primaryButton, secondaryButton } from '../../lib/ui/states';

const FIELDS = [
  { key: 'name', label: 'Name', type: 'text' },
  { key: 'company', label: 'Company', type: 'text' },
  { key: 'phone', label: 'Phone', type: 'tel' },
  { key: 'email', label: 'E-mail', type: 'email' },
] as const;

/** Staff edit a client's name, company, phone and e-mail, and send a password reset link. */
export function ClientDetailsEditor({ client, onClose }: { client: ClientAccount; onClose: () => void }) {
  const { api, toast } = useShellServices();
  const queryClient = useQueryClient();
  const [values, setValues] = useState({ name: client.name, company: client.company ?? '', phone: client.phone ?? '', email: client.email });
  const [errors, setErrors] = useState<FieldErrors>({});
  const [message, setMessage] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = updateClientRequestSchema.safeParse(values);
    if (!parsed.success) {
      setErrors(issuesToFieldErrors(parsed.error.issues));
      setMessage('Some fields need attention.');
      return;
    }
    setPending(true);
    setErrors({});
    setMessage(null);
    try {
      await api.request('PATCH', `/api/clients/${client.id}`, parsed.data);
      toast({ title: 'Client saved', description: `${parsed.data.name ?? client.name}'s details were updated.` });
      await invalidatePaths(queryClient, '/api/clients');
      onClose();
    } catch (error) {
      const failure = readApiError(error);
      setErrors(failure.fieldErrors);
      setMessage(failure.message);
    } finally {
      setPending(false);
    }
  };

  const sendReset = async () => {
    setPending(true);
    try {
      const response = await api.request('POST', `/api/clients/${client.id}/password-reset`, {});
      toast({ title: 'Reset link sent', description: ((await response.json()) as { message: string }).message });
    } catch (error) {
      toast({ title: 'Reset link not sent', description: readApiError(error).message, variant: 'destructive' });
    } finally {
      setPending(false);
    }
  };

  const id = (key: string) => `client-${client.id}-${key}`;
  return (
    <form onSubmit={onSubmit} noValidate className="pt:space-y-3 pt:rounded-md pt:border pt:border-line pt:bg-surface-alt pt:p-4" aria-label={`Edit ${client.name}`}>
      <FormMessage message={message} />
      <div className="pt:grid pt:gap-3 pt:sm:grid-cols-2">
        {FIELDS.map((f) => (
          <div key={f.key}>
            <label htmlFor={id(f.key)} className={labelClass}>
              {f.label}
            </label>
            <input
              id={id(f.key)}
              type={f.type}
              value={values[f.key]}
              onChange={(e) => setValues((v) => ({ ...v, [f.key]: e.target.value }))}
              aria-invalid={errorsFor(errors, f.key) ? true : undefined}
              aria-describedby={`${id(f.key)}-error`}
              className={inputClass}
            />
            <FieldError id={`${id(f.key)}-error`} messages={errorsFor(errors, f.key)} />
          </div>
        ))}
      </div>
      <div className="pt:flex pt:flex-wrap pt:gap-2">
        <button type="submit" disabled={pending} className={primaryButton}>
          Save details
        </button>
        <button type="button" disabled={pending || client.disabled} onClick={() => void sendReset()} className={secondaryButton}>
          Send reset link
        </button>
        <button type="button" onClick={onClose} className={secondaryButton}>
          Cancel
        </button>
      </div>
    </form>
  );
}
