import {redirect} from 'react-router';
import type {Route} from './+types/prix';
import {parsePriceMode, PRICE_MODE_COOKIE} from '~/lib/vat';
import {safeLocalPath} from '~/lib/platform/safe-redirect';
import {isHttps} from '~/lib/platform/security';

/** Switches HT/TTC. A cookie, so server-rendered prices are already right (DESIGN.md). */
export async function action({request}: Route.ActionArgs) {
  const formData = await request.formData();
  const mode = parsePriceMode(String(formData.get('mode') ?? ''));
  const safeTarget = safeLocalPath(formData.get('redirectTo'));
  const secure = isHttps(request) ? '; Secure' : '';
  return redirect(safeTarget, {
    status: 303,
    headers: {
      'Set-Cookie': `${PRICE_MODE_COOKIE}=${mode}; Path=/; Max-Age=31536000; HttpOnly; SameSite=Lax${secure}`,
    },
  });
}

export async function loader() {
  return redirect('/');
}
