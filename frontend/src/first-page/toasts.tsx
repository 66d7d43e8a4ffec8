import { useCallback, useEffect, useRef, useState } from 'react';

// The app's notifications (Mantine, bottom right, gone after 3 seconds: the spec), drawn without Mantine for the
// signed-out entry.
export const TOAST_AUTO_CLOSE_MS = 3000;

export interface Toast {
  id: number;
  title: string;
  message: string;
  tone: 'error' | 'success';
}

export type Notify = (tone: Toast['tone'], message: string, title?: string) => void;

export function useToasts(): { toasts: Toast[]; notify: Notify; dismiss: (id: number) => void } {
  const [toasts, setToasts] = useState<Toast[]>([]);
  const nextId = useRef(0);
  const timers = useRef(new Set<ReturnType<typeof setTimeout>>());
  const dismiss = useCallback(
    (id: number) => setToasts((list) => list.filter((toast) => toast.id !== id)),
    [],
  );
  const notify = useCallback<Notify>(
    (tone, message, title = tone === 'error' ? 'Error' : 'Success') => {
      const id = nextId.current++;
      setToasts((list) => [...list, { id, title, message, tone }]);
      const timer = setTimeout(() => {
        timers.current.delete(timer);
        dismiss(id);
      }, TOAST_AUTO_CLOSE_MS);
      timers.current.add(timer);
    },
    [dismiss],
  );
  useEffect(() => {
    const pending = timers.current;
    return () => pending.forEach(clearTimeout);
  }, []);
  return { toasts, notify, dismiss };
}

export function Toasts({ toasts, dismiss }: { toasts: Toast[]; dismiss: (id: number) => void }) {
  if (toasts.length === 0) return null;
  return (
    <div className="fp-toasts">
      {toasts.map((toast) => (
        <div key={toast.id} role="alert" className={`fp-toast fp-toast-${toast.tone}`}>
          <div className="fp-toast-body">
            <div className="fp-toast-title">{toast.title}</div>
            <div className="fp-toast-message">{toast.message}</div>
          </div>
          <button
            type="button"
            className="fp-toast-close"
            aria-label="Dismiss"
            onClick={() => dismiss(toast.id)}
          >
            <svg viewBox="0 0 15 15" width="16" height="16" aria-hidden="true">
              <path
                d="M11.78 4.03a.75.75 0 0 0-1.06-1.06L7.5 6.19 4.28 2.97a.75.75 0 0 0-1.06 1.06L6.44 7.25 3.22 10.47a.75.75 0 1 0 1.06 1.06L7.5 8.31l3.22 3.22a.75.75 0 1 0 1.06-1.06L8.56 7.25l3.22-3.22Z"
                fill="currentColor"
              />
            </svg>
          </button>
        </div>
      ))}
    </div>
  );
}
