import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

const api = process.env.API_URL ?? 'http://127.0.0.1:3000';

export default defineConfig({
  plugins: [react()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    rollupOptions: {
      // zod's sources carry `@__PURE__` notes Rollup cannot place; it drops them and says so at every build. A
      // dependency's annotations are not ours to fix: keep every other warning.
      onwarn(warning, warn) {
        if (warning.code === 'INVALID_ANNOTATION' && warning.id?.includes('node_modules')) return;
        warn(warning);
      },
      output: {
        manualChunks: (id) => {
          if (!id.includes('node_modules')) return undefined;
          // The charts and date pickers (MUI X) load with the screens that use them, not with the sign-in page.
          if (/[\\/]@mui[\\/]x-/.test(id)) return 'mui-x';
          // The rich text editor (TipTap, ProseMirror) loads with the record forms that use it (issue 28).
          if (/[\\/](@tiptap|prosemirror-[a-z-]+|orderedmap|rope-sequence|w3c-keyname|linkifyjs)[\\/]/.test(id))
            return 'editor';
          if (/[\\/]@mui[\\/]|[\\/]@emotion[\\/]|notistack/.test(id)) return 'mui';
          if (/[\\/](react|react-dom|react-router|scheduler)[\\/]/.test(id)) return 'react';
          return 'vendor';
        },
      },
    },
  },
  server: {
    proxy: {
      // ws: the feed's live channel is a WebSocket under /api.
      '/api': { target: api, ws: true },
      '/menu-assets': api,
      '/docs': api,
    },
  },
  test: {
    environment: 'jsdom',
    setupFiles: ['./src/test/setup.ts'],
    css: false,
    // Screens render the whole app (lazy routes, MUI) in jsdom; on a loaded machine a test takes seconds, and the
    // slowest (the brand editor's versions, a bulk copy in batches) passed 20 s when the two test lanes shared the
    // cores with other work.
    testTimeout: 40_000,
  },
});
