import {useEffect, useState} from 'react';

export interface ToastMessage {
  title: string;
  description?: string;
  variant?: 'success' | 'error' | 'info';
}

/** Flash toast rendered from the server (works without JavaScript), dismissed after 5 s. */
export function Toast({toast}: {toast: ToastMessage | null}) {
  const [visible, setVisible] = useState<ToastMessage | null>(toast);

  useEffect(() => {
    setVisible(toast);
    if (!toast) return;
    const timer = setTimeout(() => setVisible(null), 5000);
    return () => clearTimeout(timer);
  }, [toast]);

  const tone =
    visible?.variant === 'error'
      ? 'border-red-700 bg-red-50 text-red-900'
      : visible?.variant === 'info'
        ? 'border-brand-700 bg-brand-50 text-brand-900'
        : 'border-green-700 bg-green-50 text-green-900';

  return (
    <div
      role={visible?.variant === 'error' ? 'alert' : 'status'}
      aria-live={visible?.variant === 'error' ? 'assertive' : 'polite'}
      className="pointer-events-none fixed inset-x-0 bottom-4 z-50 flex justify-center px-4"
    >
      {visible ? (
        <div
          data-testid="toast"
          className={`pointer-events-auto flex max-w-md items-start gap-3 rounded-lg border-l-4 px-4 py-3 shadow-lg ${tone}`}
        >
          <div>
            <p className="font-semibold">{visible.title}</p>
            {visible.description ? <p className="text-sm">{visible.description}</p> : null}
          </div>
          <button
            type="button"
            className="ml-2 rounded px-1 text-lg leading-none"
            aria-label="Fermer la notification"
            onClick={() => setVisible(null)}
          >
            ×
          </button>
        </div>
      ) : null}
    </div>
  );
}
