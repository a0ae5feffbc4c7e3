import { PassThrough } from 'node:stream';
import type { AppLoadContext, EntryContext } from 'react-router';
import { ServerRouter } from 'react-router';
import { renderToPipeableStream } from 'react-dom/server';
import { createCache, extractStyle, StyleProvider } from '@ant-design/cssinjs';

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
  _loadContext: AppLoadContext,
) {
  return new Promise<Response>((resolve, reject) => {
    const cache = createCache();
    let status = responseStatusCode;
    const { pipe, abort } = renderToPipeableStream(
      <StyleProvider cache={cache}>
        <ServerRouter context={routerContext} url={request.url} />
      </StyleProvider>,
      {
        onAllReady() {
          const chunks: Buffer[] = [];
          const body = new PassThrough();
          body.on('data', (c: Buffer) => chunks.push(c));
          body.on('end', () => {
            const html = Buffer.concat(chunks).toString('utf8');
            const styles = extractStyle(cache);
            const page = html.replace('</head>', `${styles}</head>`);
            responseHeaders.set('Content-Type', 'text/html; charset=utf-8');
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
