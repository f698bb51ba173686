import { Link } from 'react-router-dom';

export function SiteFooter() {
  return (
    <footer className="mt-16 border-t border-line bg-brand-strong text-white">
      <div className="mx-auto flex max-w-7xl flex-wrap justify-between gap-4 px-4 py-8 text-sm">
        <p>© {new Date().getFullYear()} SWAT Research, Dubai, United Arab Emirates.</p>
        <Link to="/" className="underline-offset-4 hover:underline">
          Home
        </Link>
      </div>
    </footer>
  );
}
