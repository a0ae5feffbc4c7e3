import { useEffect, useMemo, useRef, useState } from 'react';
import { Button, Spin } from 'antd';
import { PDF_WATERMARK, PRODUCT_NAME } from '@shp/contracts';

export interface PdfViewerProps {
  /** Same-origin URL of the PDF, e.g. a mall's brochureUrl (/media/brochure/<id>.pdf). */
  url: string;
  /** Accessible name of the document. */
  title?: string;
  /** Watermark image URL tiled over every page; defaults to a generated '商铺汇' mark. */
  watermark?: string;
  /** Text of the generated watermark when no image is given. */
  watermarkText?: string;
  /** Tile size; SPEC §9: 300×50. */
  watermarkSize?: { width: number; height: number };
  /** Show a 下载 link to the file. Default true. */
  downloadable?: boolean;
}

const escapeXml = (s: string) => s.replace(/[<>&'"]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c] ?? c);

/** A 300×50 SVG tile with slanted text, as a data URL (CSP allows data: images). */
export function watermarkDataUrl(text: string, size: { width: number; height: number } = PDF_WATERMARK): string {
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${size.width}" height="${size.height}">` +
    `<text x="50%" y="60%" text-anchor="middle" font-size="16" fill="#8c8c8c" transform="rotate(-8 ${size.width / 2} ${size.height / 2})" font-family="sans-serif">${escapeXml(text)}</text></svg>`;
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}

type Status = { kind: 'loading' } | { kind: 'ready'; pages: number } | { kind: 'error'; message: string };

/**
 * Renders a PDF in the browser with PDF.js (loaded only when a viewer mounts; its worker is a
 * hashed asset bundled by Vite, no CDN), one canvas per page, with a watermark tiled on top.
 */
export function PdfViewer({
  url,
  title = '文档',
  watermark,
  watermarkText = PRODUCT_NAME,
  watermarkSize = PDF_WATERMARK,
  downloadable = true,
}: PdfViewerProps) {
  const host = useRef<HTMLDivElement>(null);
  const [status, setStatus] = useState<Status>({ kind: 'loading' });
  const mark = useMemo(() => watermark ?? watermarkDataUrl(watermarkText, watermarkSize), [watermark, watermarkText, watermarkSize]);

  useEffect(() => {
    let cancelled = false;
    const container = host.current;
    if (!container) return;
    container.replaceChildren();
    setStatus({ kind: 'loading' });
    let destroy: (() => void) | null = null;
    (async () => {
      const [pdfjs, worker] = await Promise.all([import('pdfjs-dist'), import('pdfjs-dist/build/pdf.worker.min.mjs?url')]);
      pdfjs.GlobalWorkerOptions.workerSrc = worker.default;
      // isEvalSupported:false keeps PDF.js within the CSP (no 'unsafe-eval').
      const task = pdfjs.getDocument({ url, isEvalSupported: false });
      destroy = () => void task.destroy();
      const pdf = await task.promise;
      if (cancelled) return;
      setStatus({ kind: 'ready', pages: pdf.numPages });
      const width = Math.max(280, Math.min(container.clientWidth - 24, 960));
      const ratio = Math.min(window.devicePixelRatio || 1, 2);
      for (let n = 1; n <= pdf.numPages && !cancelled; n++) {
        const page = await pdf.getPage(n);
        const base = page.getViewport({ scale: 1 });
        const viewport = page.getViewport({ scale: (width / base.width) * ratio });
        const wrap = document.createElement('div');
        wrap.className = 'shp-pdf-page';
        wrap.style.width = `${width}px`;
        wrap.dataset.page = String(n);
        const canvas = document.createElement('canvas');
        canvas.width = Math.floor(viewport.width);
        canvas.height = Math.floor(viewport.height);
        canvas.setAttribute('aria-label', `${title} 第${n}页`);
        canvas.setAttribute('role', 'img');
        const overlay = document.createElement('div');
        overlay.className = 'shp-pdf-watermark';
        overlay.style.backgroundImage = `url("${mark}")`;
        overlay.style.backgroundSize = `${watermarkSize.width}px ${watermarkSize.height}px`;
        wrap.append(canvas, overlay);
        container.append(wrap);
        await page.render({ canvas, viewport }).promise;
        wrap.dataset.rendered = '1';
      }
    })().catch((err: unknown) => {
      if (cancelled) return;
      const name = (err as { name?: string })?.name;
      setStatus({ kind: 'error', message: name === 'MissingPDFException' || name === 'ResponseException' ? '文档不存在或已下架' : '文档加载失败，请稍后重试' });
    });
    return () => {
      cancelled = true;
      destroy?.();
    };
  }, [url, mark, title, watermarkSize]);

  return (
    <section className="shp-pdf-viewer" aria-label={title}>
      <div className="shp-pdf-toolbar">
        {status.kind === 'ready' && <span>共 {status.pages} 页</span>}
        {downloadable && (
          <Button size="small" href={url} target="_blank" rel="noopener">
            下载
          </Button>
        )}
      </div>
      <div className="shp-pdf">
        {status.kind === 'loading' && (
          <div className="shp-pdf-status">
            <Spin /> 文档加载中…
          </div>
        )}
        {status.kind === 'error' && (
          <div className="shp-pdf-status" role="alert">
            {status.message}
          </div>
        )}
        <div ref={host} data-testid="pdf-pages" />
      </div>
    </section>
  );
}
