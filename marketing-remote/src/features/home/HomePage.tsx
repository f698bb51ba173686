import { Link } from 'react-router-dom';
import { homeContent } from '../../content/home';

export default function HomePage() {
  const c = homeContent;
  return (
    <div>
      <section className="mk:bg-brand mk:text-white">
        <div className="mk:mx-auto mk:max-w-6xl mk:px-6 mk:py-20 mk:md:py-28">
          <p className="mk:text-sm mk:font-semibold mk:tracking-wide mk:text-accent mk:uppercase">{c.eyebrow}</p>
          <h1 className="mk:mt-4 mk:max-w-3xl mk:font-display mk:text-4xl mk:leading-tight mk:font-bold mk:md:text-5xl">{c.heading}</h1>
          <p className="mk:mt-6 mk:max-w-2xl mk:text-lg mk:text-white/85">{c.lead}</p>
          <div className="mk:mt-8 mk:flex mk:flex-wrap mk:gap-4">
            <Link to={c.primaryCta.to} className="mk:rounded-md mk:bg-accent mk:px-5 mk:py-3 mk:font-semibold mk:text-ink mk:hover:brightness-95">
              {c.primaryCta.label}
            </Link>
            <Link to={c.secondaryCta.to} className="mk:rounded-md mk:border mk:border-white/60 mk:px-5 mk:py-3 mk:font-semibold mk:hover:bg-white/10">
              {c.secondaryCta.label}
            </Link>
          </div>
        </div>
      </section>
      <section aria-label="SWAT Research in numbers" className="mk:border-b mk:border-line mk:bg-surface-alt">
        <dl className="mk:mx-auto mk:grid mk:max-w-6xl mk:grid-cols-1 mk:gap-6 mk:px-6 mk:py-10 mk:sm:grid-cols-3">
          {c.proof.map((p) => (
            <div key={p.label}>
              <dt className="mk:text-sm mk:text-muted">{p.label}</dt>
              <dd className="mk:font-display mk:text-3xl mk:font-bold mk:text-brand">{p.figure}</dd>
            </div>
          ))}
        </dl>
      </section>
      <section className="mk:mx-auto mk:max-w-6xl mk:px-6 mk:py-16">
        <h2 className="mk:font-display mk:text-2xl mk:font-bold mk:text-ink">What we do</h2>
        <ul className="mk:mt-8 mk:grid mk:gap-6 mk:md:grid-cols-3">
          {c.pillars.map((p) => (
            <li key={p.title} className="mk:rounded-xl mk:border mk:border-line mk:p-6">
              <h3 className="mk:text-lg mk:font-semibold mk:text-ink">{p.title}</h3>
              <p className="mk:mt-2 mk:text-muted">{p.body}</p>
              <Link to={p.to} className="mk:mt-4 mk:inline-block mk:font-medium mk:text-brand mk:underline-offset-4 mk:hover:underline">
                Learn more<span className="mk:sr-only"> about {p.title}</span>
              </Link>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
