import { Link } from 'react-router-dom';
import { LoginForm } from './LoginForm';

export default function ClientLoginPage() {
  return (
    <div className="pt:mx-auto pt:flex pt:min-h-screen pt:max-w-md pt:flex-col pt:justify-center pt:px-6 pt:py-12">
      <p className="pt:text-center pt:font-display pt:text-xl pt:font-bold pt:text-brand">SWAT Research</p>
      <div className="pt:mt-6 pt:rounded-xl pt:border pt:border-line pt:bg-surface pt:p-8 pt:shadow-sm">
        <h1 className="pt:text-2xl pt:font-semibold pt:text-ink">Client login</h1>
        <p className="pt:mt-2 pt:text-sm pt:text-muted">Follow your research projects and download your data.</p>
        <LoginForm />
      </div>
      <p className="pt:mt-6 pt:text-center pt:text-sm pt:text-muted">
        No account yet?{' '}
        <Link to="/contact" className="pt:font-medium pt:text-brand pt:underline">
          Contact us for access
        </Link>
      </p>
    </div>
  );
}
