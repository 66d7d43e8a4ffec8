import { IconHome } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { SUPPORT_EMAIL } from '../app/support';

// The public pages' header and footer (app/layout/AppHeader, AppFooter, Logo), drawn without Mantine.

type Navigate = (path: string) => void;

function InternalLink({
  to,
  onNavigate,
  className,
  label,
  children,
}: {
  to: string;
  onNavigate: Navigate;
  className: string;
  label?: string;
  children: ReactNode;
}) {
  return (
    <a
      href={to}
      className={className}
      aria-label={label}
      onClick={(event) => {
        if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
        event.preventDefault();
        onNavigate(to);
      }}
    >
      {children}
    </a>
  );
}

export function PublicShell({ onNavigate, children }: { onNavigate: Navigate; children: ReactNode }) {
  return (
    <div className="fp-shell">
      <header className="fp-header">
        <div className="fp-container fp-header-row">
          <InternalLink to="/" onNavigate={onNavigate} className="fp-logo" label="Homeward home">
            <span className="fp-theme-icon fp-logo-icon" aria-hidden="true">
              <IconHome size={20} />
            </span>
            <span className="fp-logo-text">Homeward</span>
          </InternalLink>
        </div>
      </header>
      <main className="fp-main">{children}</main>
      <footer className="fp-footer">
        <div className="fp-container fp-footer-row">
          <p className="fp-text-sm fp-dimmed">
            Questions?{' '}
            <a className="fp-anchor" href={`mailto:${SUPPORT_EMAIL}`}>
              {SUPPORT_EMAIL}
            </a>
          </p>
          <nav className="fp-footer-nav" aria-label="Legal">
            <InternalLink to="/terms" onNavigate={onNavigate} className="fp-anchor fp-text-sm">
              Terms of service
            </InternalLink>
            <InternalLink to="/privacy" onNavigate={onNavigate} className="fp-anchor fp-text-sm">
              Privacy policy
            </InternalLink>
          </nav>
          <p className="fp-text-sm fp-dimmed">© {new Date().getFullYear()} Homeward</p>
        </div>
      </footer>
    </div>
  );
}

export function FullPageLoader() {
  return (
    <div className="fp-center-screen">
      <span className="fp-spinner fp-spinner-page" role="status" aria-label="Loading" />
    </div>
  );
}
