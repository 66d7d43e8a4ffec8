import './first-page.css';
import { GENERIC_ERROR_MESSAGE } from '../app/messages';

export function AppUnavailable() {
  return (
    <div className="fp-root fp-center-screen">
      <div className="fp-stack fp-stack-center">
        <p>{GENERIC_ERROR_MESSAGE}</p>
        <button type="button" className="fp-button fp-button-filled" onClick={() => window.location.reload()}>
          <span className="fp-button-label">Try again</span>
        </button>
      </div>
    </div>
  );
}
