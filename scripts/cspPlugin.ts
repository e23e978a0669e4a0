import { createHash } from 'node:crypto';
import type { Plugin } from 'vite';

/**
 * The app's Content-Security-Policy, as a meta tag in the built index.html (so every server that
 * serves the build — `npm start`, a static host, the e2e suite's preview — serves it): scripts,
 * styles, images, fetches and workers from the app's own origin only, no plugins, no `<base>`.
 * The page's one inline style (the background before the CSS arrives) is allowed by its hash,
 * computed here, so editing it cannot break the policy. The dev server has none: Vite's module
 * reloading injects inline code.
 */
export function cspPlugin(): Plugin {
  return {
    name: 'valerna-csp',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html) {
        const styles = [...html.matchAll(/<style>([\s\S]*?)<\/style>/g)].map(
          ([, css]) => `'sha256-${createHash('sha256').update(css).digest('base64')}'`,
        );
        const policy = [
          "default-src 'self'",
          "script-src 'self'",
          `style-src 'self' ${styles.join(' ')}`.trim(),
          "img-src 'self' data: blob:",
          "font-src 'self'",
          "connect-src 'self'",
          "worker-src 'self'",
          "manifest-src 'self'",
          "object-src 'none'",
          "base-uri 'none'",
          "form-action 'self'",
        ].join('; ');
        return {
          html,
          tags: [
            {
              tag: 'meta',
              attrs: { 'http-equiv': 'Content-Security-Policy', content: policy },
              injectTo: 'head-prepend',
            },
          ],
        };
      },
    },
  };
}
