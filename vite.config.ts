import {fileURLToPath} from 'node:url';
import {defineConfig} from 'vite';
import {hydrogen} from '@shopify/hydrogen/vite';
import {oxygen} from '@shopify/mini-oxygen/vite';
import {reactRouter} from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';

// The browser's modules in a few files rather than thirty: over HTTP/1.1 (and on slow
// mobile links) each file costs a round trip before the page can start (bench/report.md).
const CLIENT_CHUNKS = {
  codeSplitting: {
    groups: [
      {name: 'framework', test: /node_modules[\\/](?:react|react-dom|scheduler|react-router|cookie|set-cookie-parser)[\\/]/, priority: 4},
      // What the root layout needs and a route or a part loaded later too (the cart badge's
      // state, which the cart page and its client action share; the focus trap and the modal
      // behaviour of the menu, the chat on a phone and the dialogs; the text typed before hydration, in the header's search and the quantity;
      // the visitor's data, which the reviews read; the navigation and the panel behaviour, which
      // the 375 px menu's panel, loaded on opening, shares): one file with the layout's other code rather than one file each.
      {
        name: 'layout',
        test: /[\\/]app[\\/](?:components[\\/](?:useFocusTrap|useModal|pageScrollLock|useTypedBeforeHydration|cart[\\/]CartChanges|visitor[\\/]useVisitor|layout[\\/]MenuPanelFrame)|lib[\\/](?:cart[\\/]optimistic|layout[\\/]menu))\.tsx?$/,
        priority: 3,
      },
      // App code shared by two routes or more: one file, cached once for the whole visit.
      // Not what only the product lists draw (filters, facets, sort, pager): left to the bundler's own
      // split, it goes in a file the list pages share, not in this one every page loads (decision 085).
      {
        name: 'shared',
        test: /[\\/]app[\\/](?!components[\\/]catalogue[\\/](?:AddedCards|CollectionHeader|FacetChips|FacetFieldset|FilterPanel|ListFilterPanel|PanelFailed|ProductListPager|SearchFilterPanel|SearchFilters|SortSelect|SyncedCheckbox|ViewToggle)\.tsx$|lib[\\/]catalogue[\\/](?:facets|filters|query-reading|sort|tag-labels)\.ts$|lib[\\/](?:validation|spec-metafields)\.ts$|components[\\/](?:FormField|account[\\/](?:AuthCard|LoginPrompt))\.tsx$)(?:lib|components|hooks)[\\/]/,
        minShareCount: 4,
        priority: 2,
      },
      // Those list modules together, in one file the list pages share (after `shared` has taken
      // what every page needs, so that nothing of it lands here).
      {
        name: 'lists',
        test: /[\\/]app[\\/](?:components[\\/]catalogue[\\/](?:AddedCards|CollectionHeader|FacetChips|FacetFieldset|FilterPanel|ListFilterPanel|PanelFailed|ProductListPager|SearchFilterPanel|SearchFilters|SortSelect|SyncedCheckbox|ViewToggle)\.tsx|lib[\\/]catalogue[\\/](?:facets|filters|query-reading|sort|tag-labels)\.ts)$/,
        minShareCount: 2,
        priority: 1,
      },
      // The forms' checks and fields (sign-in, account, contact, quote, review): loaded by the pages
      // that show a form, not by every page.
      {
        name: 'forms',
        test: /[\\/]app[\\/](?:lib[\\/]validation\.ts|components[\\/](?:FormField|account[\\/](?:AuthCard|LoginPrompt))\.tsx)$/,
        minShareCount: 2,
        priority: 1,
      },
    ],
  },
};

const PDF_ALIASES = [
  {find: /^pdfkit$/, replacement: fileURLToPath(new URL('./node_modules/pdfkit/js/pdfkit.browser.mjs', import.meta.url))},
  {find: /^fflate$/, replacement: 'fflate/browser'},
  {find: /^png-js$/, replacement: fileURLToPath(new URL('./node_modules/png-js/lib/png-js.browser.js', import.meta.url))},
  {find: /^fontkit$/, replacement: fileURLToPath(new URL('./app/lib/pdf/no-fontkit.ts', import.meta.url))},
];

/**
 * PDFKit's browser build locates its PDF/A colour profile with `new URL(…, import.meta.url)`
 * when loaded, which throws in workerd (a module has no URL there). The shop makes no PDF/A
 * document, so the profile's address is left empty in the worker's build.
 */
const pdfkitInWorkerd = {
  name: 'pdfkit-in-workerd',
  transform(code: string, id: string) {
    if (!id.endsWith('pdfkit.browser.mjs')) return null;
    return code.replace("new URL('./data/sRGB_IEC61966_2_1.icc', import.meta.url).href", "''");
  },
};

export default defineConfig(({isSsrBuild}) => ({
  plugins: [tailwindcss(), hydrogen(), oxygen(), reactRouter(), pdfkitInWorkerd],
  // This machine only, unless HOST says otherwise (`--host` exposes it to the network).
  server: {host: process.env.HOST || '127.0.0.1'},
  resolve: {
    alias: [
      {find: '~', replacement: fileURLToPath(new URL('./app', import.meta.url))},
      // The worker's PDFs (decision 047): PDFKit and its dependencies in their browser
      // builds (the server build would take their Node builds, with fs, zlib and streams,
      // which workerd lacks), and without the embedded-font engine, which workerd cannot load.
      ...PDF_ALIASES,
    ],
  },
  build: {
    // A strict Content-Security-Policy forbids inlined data: assets.
    assetsInlineLimit: 0,
    rolldownOptions: isSsrBuild ? {} : {output: CLIENT_CHUNKS},
  },
  ssr: {
    optimizeDeps: {
      include: ['react-router > set-cookie-parser', 'react-router > cookie', 'react-router'],
    },
  },
}));
