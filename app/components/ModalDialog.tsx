import {useEffect, useRef} from 'react';

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * A modal <dialog>: the browser keeps focus inside it and makes the page behind it
 * inert; Escape closes it; focus goes back to what opened it. Its content is only
 * rendered while it is open.
 */
export function ModalDialog({
  open,
  onClose,
  title,
  titleId,
  children,
  testId,
}: {
  open: boolean;
  onClose: () => void;
  title: string;
  titleId: string;
  children: React.ReactNode;
  testId?: string;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  const opener = useRef<HTMLElement | null>(null);
  const onCloseRef = useRef(onClose);
  onCloseRef.current = onClose;

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      dialog.showModal();
      document.documentElement.style.overflow = 'hidden';
    } else if (!open && dialog.open) {
      dialog.close();
    }
  }, [open]);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    // 'close' follows Escape (the browser's 'cancel') as well as dialog.close().
    const handleClose = () => {
      document.documentElement.style.overflow = '';
      onCloseRef.current();
      opener.current?.focus();
    };
    // A modal dialog makes the page inert, but Tab may still leave for the browser's own
    // controls: wrap around instead, from the last control to the first and back.
    const handleKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Tab') return;
      const controls = [...dialog.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((element) => element.getClientRects().length > 0);
      if (controls.length === 0) return;
      const first = controls[0];
      const last = controls[controls.length - 1];
      if (event.shiftKey && document.activeElement === first) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && document.activeElement === last) {
        event.preventDefault();
        first.focus();
      }
    };
    dialog.addEventListener('close', handleClose);
    dialog.addEventListener('keydown', handleKeyDown);
    return () => {
      dialog.removeEventListener('close', handleClose);
      dialog.removeEventListener('keydown', handleKeyDown);
    };
  }, []);

  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      className="m-auto max-h-[92vh] w-[min(72rem,96vw)] overflow-y-auto rounded-lg bg-white p-0 shadow-2xl backdrop:bg-slate-900/60"
      data-testid={testId}
    >
      {open ? (
        <>
          <div className="sticky top-0 z-10 flex items-center justify-between gap-4 border-b border-slate-200 bg-white px-6 py-4">
            <h2 id={titleId} className="text-2xl font-bold">
              {title}
            </h2>
            <button type="button" className="btn-secondary" onClick={() => ref.current?.close()}>
              Fermer
            </button>
          </div>
          <div className="px-6 py-6">{children}</div>
        </>
      ) : null}
    </dialog>
  );
}
