import {fileURLToPath} from 'node:url';
import {defineConfig} from 'vite';
import {hydrogen} from '@shopify/hydrogen/vite';
import {oxygen} from '@shopify/mini-oxygen/vite';
import {reactRouter} from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';

export default defineConfig({
  plugins: [tailwindcss(), hydrogen(), oxygen(), reactRouter()],
  resolve: {
    alias: {
      '~': fileURLToPath(new URL('./app', import.meta.url)),
    },
  },
  build: {
    // A strict Content-Security-Policy forbids inlined data: assets.
    assetsInlineLimit: 0,
  },
  ssr: {
    optimizeDeps: {
      include: ['react-router > set-cookie-parser', 'react-router > cookie', 'react-router'],
    },
  },
});
