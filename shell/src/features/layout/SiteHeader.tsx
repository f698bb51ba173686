import { Link, NavLink } from 'react-router-dom';

const skeletonNav = [
  { label: 'Home', path: '/' },
  { label: 'Client login', path: '/client-login' },
];

export function SiteHeader() {
  return (
    <header className="sticky top-0 z-40 border-b border-line bg-surface/95 backdrop-blur">
      <div className="mx-auto flex max-w-7xl items-center justify-between gap-6 px-4 py-3">
        <Link to="/" className="font-display text-lg font-bold text-brand">
          SWAT Research
        </Link>
        <nav aria-label="Main">
          <ul className="flex gap-5 text-sm font-medium">
            {skeletonNav.map((item) => (
              <li key={item.path}>
                <NavLink to={item.path} className={({ isActive }) => (isActive ? 'text-brand' : 'text-ink hover:text-brand')}>
                  {item.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
      </div>
    </header>
  );
}
