import {useEffect, useRef, type InputHTMLAttributes} from 'react';

/** A checkbox that follows the URL after a navigation it did not make (a chip, back), focus kept. */
export function SyncedCheckbox({checked, ...props}: {checked: boolean} & Omit<InputHTMLAttributes<HTMLInputElement>, 'checked' | 'defaultChecked'>) {
  const ref = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (ref.current) ref.current.checked = checked;
  }, [checked]);
  return <input ref={ref} type="checkbox" defaultChecked={checked} {...props} />;
}
