import { PassThrough } from 'node:stream';
import type { AppLoadContext, EntryContext } from 'react-router';
import { ServerRouter } from 'react-router';
import { renderToPipeableStream } from 'react-dom/server';
import { extractStyle, StyleProvider } from '@ant-design/cssinjs';
import { NonceContext } from './lib/nonce';
import { createRenderStyleCache } from './lib/style-cache';

export const streamTimeout = 10_000;

/**
 * Renders the whole page before answering so antd's styles can be extracted into <head>
 * (nothing flashes unstyled), then sends it compressed by the API process.
 */
export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: AppLoadContext,
) {
  return new Promise<Response>((resolve, reject) => {
    const cache = createRenderStyleCache();
    let status = responseStatusCode;
    const nonce = loadContext.nonce;
    const { pipe, abort } = renderToPipeableStream(
      <NonceContext.Provider value={nonce}>
        <StyleProvider cache={cache}>
          <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
        </StyleProvider>
      </NonceContext.Provider>,
      {
        nonce,
        onAllReady() {
          const chunks: Buffer[] = [];
          const body = new PassThrough();
          body.on('data', (c: Buffer) => chunks.push(c));
          body.on('end', () => {
            const html = Buffer.concat(chunks).toString('utf8');
            const styles = extractStyle(cache);
            const page = html.replace('</head>', `${styles}</head>`);
            responseHeaders.set('Content-Type', 'text/html; charset=utf-8');
            // The stylesheets block the first paint: announced in the headers, the browser asks for
            // them (and the LCP image) before it has parsed <head>.
            const early = [
              ...[...html.matchAll(/<link[^>]*\brel="stylesheet"[^>]*\bhref="([^"]+)"/g)].map((m) => `<${m[1]}>; rel=preload; as=style`),
              ...[...html.matchAll(/<link[^>]*\brel="preload"[^>]*\bas="image"[^>]*\bhref="([^"]+)"/g)].map(
                (m) => `<${m[1]}>; rel=preload; as=image; fetchpriority=high`,
              ),
            ];
            if (early.length) responseHeaders.set('Link', early.join(', '));
            resolve(new Response(`<!DOCTYPE html>${page.startsWith('<!DOCTYPE html>') ? page.slice(15) : page}`, { headers: responseHeaders, status }));
          });
          pipe(body);
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          status = 500;
          console.error(error);
        },
      },
    );
    setTimeout(abort, streamTimeout + 1000);
  });
}
