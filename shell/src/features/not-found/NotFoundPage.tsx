import { Link } from 'react-router-dom';

export function NotFoundPage() {
  return (
    <div className="mx-auto max-w-xl px-6 py-24 text-center">
      <p className="text-sm font-semibold tracking-wide text-brand uppercase">Error 404</p>
      <h1 className="mt-2 text-3xl font-bold text-ink">We could not find that page</h1>
      <p className="mt-4 text-muted">The address may be mistyped, or the page may have moved. These are good places to continue:</p>
      <ul className="mt-6 flex flex-wrap justify-center gap-3">
        <li><Link className="rounded-md bg-brand px-4 py-2 text-white hover:bg-brand-strong" to="/">Home</Link></li>
        <li><Link className="rounded-md border border-line px-4 py-2 hover:bg-surface-alt" to="/services">Research services</Link></li>
        <li><Link className="rounded-md border border-line px-4 py-2 hover:bg-surface-alt" to="/contact">Contact us</Link></li>
      </ul>
    </div>
  );
}
