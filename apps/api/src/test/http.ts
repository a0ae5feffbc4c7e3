import http from 'node:http';

export interface RawAnswer {
  status: number;
  headers: http.IncomingHttpHeaders;
  bytes: Buffer;
}

/**
 * A POST over real HTTP to a listening test app (the front door is the HTTP server's; inject()
 * never reaches it). Chunked when asked: Node then sends no Content-Length, as a stream would.
 */
export function postRaw(port: number, path: string, body: string | Buffer, opts: { headers?: Record<string, string>; chunked?: boolean } = {}): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const headers: Record<string, string> = { 'content-type': 'application/json', ...opts.headers };
    if (!opts.chunked) headers['content-length'] = String(Buffer.byteLength(body));
    const req = http.request({ host: '127.0.0.1', port, path, method: 'POST', headers, agent: false }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, bytes: Buffer.concat(chunks) }));
    });
    req.on('error', reject);
    // Written before end(): with no length set, Node sends it chunked.
    req.write(body);
    req.end();
  });
}
