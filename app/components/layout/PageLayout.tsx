import type {CartSource} from '~/components/visitor/useVisitor';
import type {PriceMode} from '~/lib/vat';
import {Header} from '~/components/layout/Header';
import type {NavLinkItem} from '~/lib/layout/menu';
import {Footer} from '~/components/layout/Footer';
import {Toast, type ToastMessage} from '~/components/Toast';
import {ChatLauncher} from '~/components/chat/ChatLauncher';
import {IconSprite} from '~/components/icons/Sprite';

export function PageLayout({
  cart,
  priceMode,
  toast,
  navigation,
  signedIn,
  children,
}: {
  signedIn: boolean;
  cart: CartSource;
  priceMode: PriceMode;
  navigation: NavLinkItem[];
  toast: ToastMessage | null;
  children: React.ReactNode;
}) {
  return (
    <div className="flex min-h-screen flex-col">
      <IconSprite />
      <a
        href="#contenu"
        className="sr-only-focusable absolute left-2 top-2 z-50 rounded bg-white px-4 py-2 font-semibold text-brand-800 shadow"
      >
        Aller au contenu
      </a>
      <Header cart={cart} priceMode={priceMode} navigation={navigation} signedIn={signedIn} />
      <div className="flex-1">{children}</div>
      <Footer priceMode={priceMode} />
      <Toast toast={toast} />
      <ChatLauncher />
    </div>
  );
}
