import { ErrorText } from '@shp/contracts';

/**
 * Runs before any bundle: if a script or stylesheet piece fails to load (SPEC §8), the page may
 * never hydrate, so the notice is plain DOM, not React. React Router reloads once on a failed
 * route module; if the piece still fails, this notice offers the reload instead of a dead page.
 */
export const chunkGuardScript = `(function(){var shown=false;function show(){if(shown||!document.body){if(!document.body)document.addEventListener('DOMContentLoaded',show);return;}shown=true;var d=document.createElement('div');d.setAttribute('role','alert');d.className='shp-chunk-error';var s=document.createElement('span');s.textContent=${JSON.stringify(ErrorText.CHUNK_LOAD)};var b=document.createElement('button');b.type='button';b.textContent='刷新重试';b.onclick=function(){location.reload()};d.appendChild(s);d.appendChild(b);document.body.appendChild(d);}
window.addEventListener('error',function(e){var t=e.target;if(t&&(t.tagName==='SCRIPT'||t.tagName==='LINK')&&/\\/assets\\//.test(t.src||t.href||''))show();},true);
window.addEventListener('unhandledrejection',function(e){var r=e.reason;var m=String(r&&(r.message||r));if(/Loading (CSS )?chunk|dynamically imported module|Importing a module script failed|Unable to preload CSS/i.test(m))show();});
window.addEventListener('vite:preloadError',function(e){e.preventDefault();show();});})();`;
