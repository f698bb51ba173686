import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { useMutation } from '@tanstack/react-query';
import { CONTACT_MESSAGE_MAX, SERVICES_OF_INTEREST, contactInquirySchema, type ContactInquiry } from '@swat/shared-contracts';
import { useShellServices } from '@swat/shared-contracts/shell';
import { useLang } from '../../i18n/lang';
import { useContactWords } from './contact-words';
import { isolateLtr } from '../layout';
import { InquiryRejected, submitInquiry } from './submit-inquiry';
import { clearOutbox, isTemporaryFailure, OUTBOX_RETRY_MS, readOutbox, saveToOutbox } from './outbox';

interface FormValues {
  name: string;
  company: string;
  email: string;
  phone: string;
  serviceOfInterest: string;
  message: string;
  consent: boolean;
  website: string;
}

type FieldName = Exclude<keyof FormValues, 'website'>;
type FieldErrors = Partial<Record<FieldName, string>>;

const FIELD_ORDER: readonly FieldName[] = ['name', 'company', 'email', 'phone', 'serviceOfInterest', 'message', 'consent'];

const emptyValues: FormValues = { name: '', company: '', email: '', phone: '', serviceOfInterest: '', message: '', consent: false, website: '' };

function validate(values: FormValues): { data: ContactInquiry } | { errors: FieldErrors } {
  const result = contactInquirySchema.safeParse(values);
  if (result.success) return { data: result.data };
  const errors: FieldErrors = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0];
    if (typeof field === 'string' && (FIELD_ORDER as readonly string[]).includes(field)) errors[field as FieldName] ??= issue.message;
  }
  return { errors };
}

const inputClass = (invalid: boolean) =>
  `mk:mt-1 mk:block mk:w-full mk:rounded-md mk:border mk:bg-surface mk:px-3 mk:py-2 mk:text-ink mk:focus:outline-2 mk:focus:outline-offset-1 mk:focus:outline-brand ${
    invalid ? 'mk:border-danger' : 'mk:border-line'
  }`;

export function ContactForm() {
  const { toast, api } = useShellServices();
  const words = useContactWords();
  const { t } = words;
  const arabic = useLang() === 'ar';
  const [values, setValues] = useState<FormValues>(emptyValues);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [attempted, setAttempted] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const [sent, setSent] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const successRef = useRef<HTMLHeadingElement>(null);
  // The form the visitor was in has gone; put them on the confirmation instead of the page top.
  useEffect(() => {
    if (sent) successRef.current?.focus();
  }, [sent]);
  // Not useId: the page is prerendered on its own and hydrated inside the shell, so a tree-position id would differ.
  const uid = 'contact-form';
  const idOf = (field: keyof FormValues) => `${uid}-${field}`;
  // Read after mount: the page is prerendered without this browser's storage, and the first render must match it.
  const [waiting, setWaiting] = useState(false);
  useEffect(() => setWaiting(readOutbox() !== null), []);

  // A message saved during an outage is sent as soon as the service answers again.
  useEffect(() => {
    if (!waiting) return;
    let busy = false;
    let stopped = false;
    const attempt = async () => {
      const inquiry = readOutbox();
      if (!inquiry) return setWaiting(false);
      if (busy || stopped) return;
      busy = true;
      try {
        await submitInquiry(api, inquiry, t('contact.failure.fallback', words.contact));
        clearOutbox();
        if (!stopped) {
          setWaiting(false);
          setFormError(null);
          setValues(emptyValues);
          setSent(true);
          toast({ title: t('contact.outbox.sentToastTitle'), description: t('contact.outbox.sentToastDescription') });
        }
      } catch (error) {
        // Refused for good (the server found a fault in it): stop retrying, but leave it in the form.
        if (error instanceof InquiryRejected && !isTemporaryFailure(error.status)) {
          clearOutbox();
          if (!stopped) {
            setWaiting(false);
            setValues((v) => ({ ...v, ...inquiry, phone: inquiry.phone ?? '', website: '' }));
            setFormError(error.message);
          }
        }
      } finally {
        busy = false;
      }
    };
    void attempt();
    const timer = setInterval(() => void attempt(), OUTBOX_RETRY_MS);
    const onWake = () => void attempt();
    window.addEventListener('online', onWake);
    window.addEventListener('focus', onWake);
    return () => {
      stopped = true;
      clearInterval(timer);
      window.removeEventListener('online', onWake);
      window.removeEventListener('focus', onWake);
    };
  }, [waiting, api, toast, t, words.contact]);

  const mutation = useMutation({
    mutationFn: (inquiry: ContactInquiry) => submitInquiry(api, inquiry, t('contact.failure.fallback', words.contact)),
    onSuccess: () => {
      setSent(true);
      setValues(emptyValues);
      setErrors({});
      setAttempted(false);
      setFormError(null);
      toast({ title: t('contact.success.toastTitle'), description: t('contact.success.toastDescription') });
    },
    onError: (error, inquiry) => {
      // The service is down (or unreachable): keep the message in this browser and send it later.
      if ((!(error instanceof InquiryRejected) || isTemporaryFailure(error.status)) && saveToOutbox(inquiry)) {
        setFormError(t('contact.outbox.saved'));
        setWaiting(true);
        return;
      }
      // Keep every typed value: the visitor should only have to press send again.
      // The server words its refusals in the spec's English; Arabic pages say the same in Arabic.
      const rejectedMessage = (e: InquiryRejected) =>
        !arabic ? e.message : Object.keys(e.fieldErrors).length > 0 ? t('contact.fixErrors') : t('contact.failure.fallback', words.contact);
      const message = error instanceof InquiryRejected ? rejectedMessage(error) : t('contact.failure.network', words.contact);
      if (error instanceof InquiryRejected) {
        const serverErrors: FieldErrors = {};
        for (const field of FIELD_ORDER) {
          const first = error.fieldErrors[field]?.[0];
          if (first) serverErrors[field] = first;
        }
        setErrors(serverErrors);
        focusFirstInvalid(serverErrors);
      }
      setFormError(message);
      // Without an answer from the server the shell has already shown its connection toast.
      if (error instanceof InquiryRejected) toast({ title: t('contact.failure.toastTitle'), description: message, variant: 'destructive' });
    },
  });

  const focusFirstInvalid = (found: FieldErrors) => {
    const first = FIELD_ORDER.find((f) => found[f]);
    if (first) formRef.current?.querySelector<HTMLElement>(`#${CSS.escape(idOf(first))}`)?.focus();
  };

  const update = <K extends keyof FormValues>(field: K, value: FormValues[K]) => {
    const next = { ...values, [field]: value };
    setValues(next);
    // After a first attempt, errors follow the input so a fixed field stops looking wrong.
    if (attempted) {
      const outcome = validate(next);
      setErrors('errors' in outcome ? outcome.errors : {});
    }
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (mutation.isPending) return;
    setAttempted(true);
    setFormError(null);
    const outcome = validate(values);
    if ('errors' in outcome) {
      setErrors(outcome.errors);
      setFormError(t('contact.fixErrors'));
      focusFirstInvalid(outcome.errors);
      return;
    }
    setErrors({});
    mutation.mutate(outcome.data);
  };

  if (sent) {
    return (
      <div role="status" className="mk:rounded-xl mk:border mk:border-success mk:bg-surface mk:p-6" data-testid="contact-success">
        <h2 ref={successRef} tabIndex={-1} className="mk:font-display mk:text-2xl mk:font-bold mk:text-ink mk:outline-none">
          {t('contact.success.heading')}
        </h2>
        <p className="mk:mt-3 mk:text-ink">{isolateLtr(t('contact.success.body', words.contact))}</p>
        <button
          type="button"
          onClick={() => setSent(false)}
          className="mk:mt-5 mk:rounded-md mk:border mk:border-brand mk:px-4 mk:py-2 mk:font-semibold mk:text-brand mk:hover:bg-brand-soft"
        >
          {t('contact.success.again')}
        </button>
      </div>
    );
  }

  const describedBy = (field: FieldName, hint?: boolean) =>
    [hint ? `${idOf(field)}-hint` : null, errors[field] ? `${idOf(field)}-error` : null].filter(Boolean).join(' ') || undefined;

  const errorText = (field: FieldName) =>
    errors[field] ? (
      <p id={`${idOf(field)}-error`} className="mk:mt-1 mk:text-sm mk:font-medium mk:text-danger">
        {words.fieldError(field, errors[field])}
      </p>
    ) : null;

  const label = (field: FieldName, required: boolean) => (
    <label htmlFor={idOf(field)} className="mk:block mk:font-medium mk:text-ink">
      {t(`contact.labels.${field}`)}
      {required && <span className="mk:ms-1 mk:text-sm mk:font-normal mk:text-muted">({t('contact.required')})</span>}
    </label>
  );

  const textField = (field: 'name' | 'company' | 'email' | 'phone', type: string, autoComplete: string, required: boolean) => (
    <div>
      {label(field, required)}
      <input
        id={idOf(field)}
        name={field}
        type={type}
        autoComplete={autoComplete}
        value={values[field]}
        onChange={(e) => update(field, e.target.value)}
        aria-invalid={errors[field] ? true : undefined}
        aria-describedby={describedBy(field, field === 'phone')}
        aria-required={required || undefined}
        // Whatever the page's language, a field takes the direction of what is typed into it (an e-mail stays left to right).
        dir="auto"
        className={inputClass(Boolean(errors[field]))}
      />
      {field === 'phone' && (
        <p id={`${idOf(field)}-hint`} className="mk:mt-1 mk:text-sm mk:text-muted">
          {isolateLtr(t('contact.hints.phone'))}
        </p>
      )}
      {errorText(field)}
    </div>
  );

  return (
    <form ref={formRef} noValidate onSubmit={onSubmit} aria-labelledby={`${uid}-heading`} className="mk:space-y-5">
      <div>
        <h2 id={`${uid}-heading`} className="mk:font-display mk:text-2xl mk:font-bold mk:text-ink">
          {t('contact.heading')}
        </h2>
        <p className="mk:mt-2 mk:text-muted">{t('contact.intro')}</p>
      </div>

      {waiting && !formError && (
        <p role="status" data-testid="contact-outbox" className="mk:rounded-md mk:border mk:border-line mk:bg-surface mk:px-4 mk:py-3 mk:text-ink">
          {t('contact.outbox.pending')}
        </p>
      )}

      {formError && (
        <p role="alert" className="mk:rounded-md mk:border mk:border-danger mk:bg-surface mk:px-4 mk:py-3 mk:font-medium mk:text-danger">
          {isolateLtr(formError)}
        </p>
      )}

      <div className="mk:grid mk:gap-5 mk:sm:grid-cols-2">
        {textField('name', 'text', 'name', true)}
        {textField('company', 'text', 'organization', true)}
        {textField('email', 'email', 'email', true)}
        {textField('phone', 'tel', 'tel', false)}
      </div>

      <div>
        {label('serviceOfInterest', true)}
        <select
          id={idOf('serviceOfInterest')}
          name="serviceOfInterest"
          value={values.serviceOfInterest}
          onChange={(e) => update('serviceOfInterest', e.target.value)}
          aria-invalid={errors.serviceOfInterest ? true : undefined}
          aria-describedby={describedBy('serviceOfInterest')}
          aria-required
          className={inputClass(Boolean(errors.serviceOfInterest))}
        >
          <option value="">{t('contact.servicePlaceholder')}</option>
          {SERVICES_OF_INTEREST.map((key) => (
            <option key={key} value={key}>
              {t(`contact.service.${key}`)}
            </option>
          ))}
        </select>
        {errorText('serviceOfInterest')}
      </div>

      <div>
        {label('message', true)}
        <textarea
          id={idOf('message')}
          name="message"
          rows={6}
          maxLength={CONTACT_MESSAGE_MAX}
          value={values.message}
          onChange={(e) => update('message', e.target.value)}
          aria-invalid={errors.message ? true : undefined}
          aria-describedby={describedBy('message', true)}
          aria-required
          dir="auto"
          className={inputClass(Boolean(errors.message))}
        />
        <p id={`${idOf('message')}-hint`} className="mk:mt-1 mk:text-sm mk:text-muted">
          {t('contact.hints.message')}
        </p>
        {errorText('message')}
      </div>

      {/* Honeypot: off-screen and hidden from assistive technology, so only bots fill it in. */}
      <div aria-hidden="true" className="mk:absolute mk:-start-[9999px] mk:h-px mk:w-px mk:overflow-hidden">
        <label htmlFor={idOf('website')}>{t('contact.labels.website')}</label>
        <input
          id={idOf('website')}
          name="website"
          type="text"
          tabIndex={-1}
          autoComplete="off"
          value={values.website}
          onChange={(e) => update('website', e.target.value)}
        />
      </div>

      <div>
        <div className="mk:flex mk:items-start mk:gap-3">
          <input
            id={idOf('consent')}
            name="consent"
            type="checkbox"
            checked={values.consent}
            onChange={(e) => update('consent', e.target.checked)}
            aria-invalid={errors.consent ? true : undefined}
            aria-describedby={describedBy('consent')}
            aria-required
            className="mk:mt-1 mk:h-5 mk:w-5 mk:shrink-0 mk:accent-brand"
          />
          <label htmlFor={idOf('consent')} className="mk:text-ink">
            {t('contact.labels.consent')}{' '}
            <Link to={words.privacyPath} className="mk:font-medium mk:text-brand mk:underline mk:underline-offset-2">
              {t('contact.privacyLink')}
            </Link>
          </label>
        </div>
        {errorText('consent')}
      </div>

      <button
        type="submit"
        disabled={mutation.isPending}
        className="mk:rounded-md mk:bg-brand mk:px-6 mk:py-3 mk:font-semibold mk:text-white mk:hover:bg-brand-strong mk:disabled:cursor-wait mk:disabled:opacity-70"
      >
        {mutation.isPending ? t('contact.submitting') : t('contact.submit')}
      </button>
    </form>
  );
}
