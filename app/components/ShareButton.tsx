import {useState} from 'react';

/** Web Share API where the browser has it, else copies the link and says so. */
export function ShareButton({title}: {title: string}) {
  const [message, setMessage] = useState('');
  const share = async () => {
    const url = window.location.href;
    try {
      if (navigator.share) {
        await navigator.share({title, url});
        return;
      }
      await navigator.clipboard.writeText(url);
      setMessage('Lien copié dans le presse-papiers');
    } catch (error) {
      if (error instanceof DOMException && error.name === 'AbortError') return;
      setMessage('Impossible de copier le lien');
    }
    setTimeout(() => setMessage(''), 4000);
  };
  return (
    <>
      <button type="button" className="btn-secondary" onClick={share}>
        <svg aria-hidden="true" viewBox="0 0 24 24" className="h-4 w-4 fill-none stroke-current stroke-2">
          <circle cx="18" cy="5" r="3" />
          <circle cx="6" cy="12" r="3" />
          <circle cx="18" cy="19" r="3" />
          <path d="m8.6 13.5 6.8 4M15.4 6.5l-6.8 4" />
        </svg>
        Partager
      </button>
      <span role="status" className="self-center text-sm text-green-800">
        {message}
      </span>
    </>
  );
}
