import {useEffect, useRef} from 'react';
import {useFocusTrap} from '~/components/useFocusTrap';

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
  // A modal dialog makes the page inert, but Tab may still leave for the browser's own
  // controls: it goes round the dialog's controls instead.
  useFocusTrap(ref, open);

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
    dialog.addEventListener('close', handleClose);
    return () => dialog.removeEventListener('close', handleClose);
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
