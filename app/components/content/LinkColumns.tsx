import {Link} from 'react-router';

/** A list of links in columns (the site map). */
export function LinkColumns({links, testId}: {links: {to: string; label: string}[]; testId: string}) {
  return (
    <ul className="mt-3 columns-1 gap-8 space-y-2 sm:columns-2 lg:columns-3" data-testid={testId}>
      {links.map((link) => (
        <li key={link.to} className="break-inside-avoid">
          <Link to={link.to} className="link">
            {link.label}
          </Link>
        </li>
      ))}
    </ul>
  );
}
